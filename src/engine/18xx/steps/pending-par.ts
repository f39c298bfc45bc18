// A president's certificate that came with a private (18Chesapeake's CV) must be parred before play goes on.
import type { Step } from '../context.ts';
import { auctionRound, finishIfDone } from '../rounds/auction.ts';
import { buyShares, shareById } from '../shares.ts';
import { parChoices, parCorporation, parseCell } from './buy-sell-par.ts';
import type { Action } from '../../types.ts';
import { RuleError } from '../../types.ts';

export const pendingParStep: Step = {
  id: 'pending_par',
  actions: ['par'],
  active: (state) => !!auctionRound(state).pendingPar,
  pendingReason: (state) => `${auctionRound(state).pendingPar!.corp} must be parred first.`,
  actors: (state) => [auctionRound(state).pendingPar!.player],
  choices(state, ctx, player) {
    const pending = auctionRound(state).pendingPar!;
    return parChoices(state, ctx, player, pending.corp, false);
  },
  process(state, ctx, action: Action) {
    const r = auctionRound(state);
    const player = String(action.entity ?? '');
    const corp = String(action.corporation);
    if (!r.pendingPar || r.pendingPar.player !== player || r.pendingPar.corp !== corp) throw new RuleError('No par is pending.');
    parCorporation(state, ctx, corp, parseCell(action.share_price), player);
    const share = shareById(state, `${corp}_0`);
    buyShares(state, ctx.cfg, player, [share], true);
    ctx.events.push({ type: 'shares_received', player, corp, percent: share.percent });
    r.pendingPar = null;
    finishIfDone(state, ctx);
  },
};
