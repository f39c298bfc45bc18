// 18Chesapeake's rules on the shared 18xx steps: the rounds it composes and its own twists (hooks).
import type { Ctx, TitleHooks, TitleRules } from '../../18xx/context.ts';
import { closeCompany, phaseHooks } from '../../18xx/companies.ts';
import { auctionRoundDef } from '../../18xx/rounds/auction.ts';
import { operatingRound } from '../../18xx/rounds/operating.ts';
import { auctionFirst, auctionStockOperating } from '../../18xx/rounds/sequence.ts';
import { stockRoundDef } from '../../18xx/rounds/stock.ts';
import { buyCompanyStep } from '../../18xx/steps/buy-company.ts';
import { buySellParStep } from '../../18xx/steps/buy-sell-par.ts';
import { buyTrainStep } from '../../18xx/steps/buy-train.ts';
import { discardTrainStep } from '../../18xx/steps/discard-train.ts';
import { dividendStep } from '../../18xx/steps/dividend.ts';
import { pendingParStep } from '../../18xx/steps/pending-par.ts';
import { routeStep } from '../../18xx/steps/route.ts';
import { specialTrackStep } from '../../18xx/steps/special-track.ts';
import { tokenStep } from '../../18xx/steps/token.ts';
import { trackStep } from '../../18xx/steps/track.ts';
import { waterfallAuctionStep } from '../../18xx/steps/waterfall-auction.ts';
import { holdingsIn, ipo, moveShare, percentOf, sharesOf } from '../../18xx/shares.ts';
import type { GameState } from '../../18xx/state.ts';
import { corpOf, pay } from '../../18xx/state.ts';
import { exportTrain, trainById } from '../../18xx/trains.ts';

/** 18Chesapeake's own state: the corporation whose president's share comes with CV, and the 2-player rules. */
export interface ChesapeakeState {
  cvCorp: string;
  twoPlayer: boolean;
}

export function chesapeakeOf(state: GameState): ChesapeakeState {
  return state.title as unknown as ChesapeakeState;
}

/** Base game: after each set of ORs the next 2, 3 or 4 train is exported (Off the Rails does not). */
function exportAfterSet(state: GameState, ctx: Ctx): void {
  const next = state.upcoming[0];
  if (!next) return;
  if (['2', '3', '4'].includes(trainById(state, next).name)) exportTrain(state, ctx.cfg, phaseHooks(state, ctx));
}

function hooks(otr: boolean): TitleHooks {
  return {
    // full capitalization; two players: the rest of the IPO goes to the market
    float(state, ctx, corp) {
      pay(state, 'bank', corp, (corpOf(state, corp).parPrice ?? 0) * 10);
      if (!chesapeakeOf(state).twoPlayer) return;
      const rest = sharesOf(state, ipo(corp), corp);
      for (const s of rest) moveShare(state, s, 'pool');
      if (rest.length) ctx.events.push({ type: 'shares_to_market', corp, percent: rest.reduce((n, s) => n + s.percent, 0) });
    },
    ...(otr ? {} : { orSetFinished: exportAfterSet }),
    // CV closes when its corporation buys a train
    trainBought(state, ctx, corp) {
      if (corp !== chesapeakeOf(state).cvCorp) return;
      const cv = state.companies.find((x) => ctx.cfg.companies.find((d) => d.sym === x.sym)!.abilities.some((ab) => ab.type === 'shares' && ab.share === 'random_president'));
      if (cv && !cv.closed) closeCompany(state, ctx, cv.sym);
    },
    soldOut(state, _ctx, corp) {
      if (chesapeakeOf(state).twoPlayer) return corpOf(state, corp).floated && percentOf(state, 'pool', corp) === 0;
      const owned = holdingsIn(state, corp);
      let sum = 0;
      for (const p of state.order) sum += owned.get(p) ?? 0;
      return sum === 100;
    },
    // Two players (as 18xx.games applies it): a purchase by someone other than the president also removes the
    // market's last share of that corporation from the game; if that was the share bought, that is all.
    buyShare(state, ctx, player, share) {
      if (!chesapeakeOf(state).twoPlayer || corpOf(state, share.corp).president === player) return false;
      const poolShares = sharesOf(state, 'pool', share.corp);
      const last = poolShares[poolShares.length - 1];
      if (!last) return false;
      moveShare(state, last, 'removed');
      ctx.events.push({ type: 'share_removed', player, corp: share.corp, percent: last.percent });
      return last === share;
    },
    abilityShare: (state, spec) => (spec === 'random_president' ? `${chesapeakeOf(state).cvCorp}_0` : spec),
  };
}

function compose(otr: boolean): TitleRules {
  return {
    rounds: {
      auction: auctionRoundDef([pendingParStep, waterfallAuctionStep]),
      stock: stockRoundDef([buySellParStep]),
      operating: operatingRound([specialTrackStep, trackStep, tokenStep, routeStep, dividendStep, buyTrainStep, buyCompanyStep]),
    },
    firstRound: auctionFirst,
    nextRound: auctionStockOperating,
    interrupts: [discardTrainStep],
    hooks: hooks(otr),
  };
}

export const baseRules = compose(false);
export const otrRules = compose(true);
