// Dispatch of 18xx.games actions to the round that handles them.
import { auctionBid, auctionPar, auctionPass } from './auction.ts';
import type { Ctx } from './context.ts';
import type { RouteInput } from './map-port.ts';
import {
  actingCorp,
  crowdedCorp,
  discardTrain,
  orBankrupt,
  orBuyCompany,
  orBuyTrain,
  orDividend,
  orLayTile,
  orPass,
  orPlaceToken,
  orRunRoutes,
  orSellShares,
} from './operating.ts';
import type { GameState } from './state.ts';
import { stockBuy, stockPar, stockPass, stockSell } from './stock.ts';
import type { Action } from '../types.ts';
import { RuleError } from '../types.ts';

function parseCell(sharePrice: unknown): [number, number] {
  const parts = String(sharePrice).split(',').map(Number);
  if (parts.length < 3 || parts.some((x) => Number.isNaN(x))) throw new RuleError(`Bad share price "${String(sharePrice)}".`);
  return [parts[1]!, parts[2]!];
}

const PROGRAM = new Set(['program_share_pass', 'program_buy_shares', 'program_disable', 'program_auction_bid', 'program_merger_pass']);

export function processAction(state: GameState, ctx: Ctx, action: Action): void {
  if (action.type === 'message' || PROGRAM.has(action.type)) return;
  if (state.finished) throw new RuleError('The game is over.');
  if (action.type === 'end_game') {
    state.finished = true;
    state.endReason = 'manually_ended';
    return;
  }
  const entity = String(action.entity ?? '');
  const round = state.round;
  state.actionCount += 1;
  const crowded = crowdedCorp(state, ctx);
  if (action.type === 'discard_train') return discardTrain(state, ctx, entity, String(action.train));
  if (crowded) throw new RuleError(`${crowded} must first discard a train down to the limit.`);
  switch (round.kind) {
    case 'auction':
      if (action.type === 'bid') return auctionBid(state, ctx, entity, String(action.company), Number(action.price));
      if (action.type === 'pass') return auctionPass(state, ctx, entity);
      if (action.type === 'par') return auctionPar(state, ctx, entity, String(action.corporation), parseCell(action.share_price));
      break;
    case 'stock':
      if (action.type === 'pass') return stockPass(state, ctx, entity);
      if (action.type === 'buy_shares') return stockBuy(state, ctx, entity, action.shares as string[]);
      if (action.type === 'sell_shares') return stockSell(state, ctx, entity, action.shares as string[], Number(action.percent));
      if (action.type === 'par') return stockPar(state, ctx, entity, String(action.corporation), parseCell(action.share_price));
      break;
    case 'operating':
      if (round.specialLay && !(action.type === 'lay_tile' && entity === round.specialLay))
        throw new RuleError(`${round.specialLay} must lay its remaining tile first.`);
      if (round.teleported && !((action.type === 'place_token' || action.type === 'pass') && entity === round.teleported))
        throw new RuleError(`${round.teleported} places its free token (or passes) first.`);
      switch (action.type) {
        case 'lay_tile':
          return orLayTile(state, ctx, entity, { hex: String(action.hex), tile: String(action.tile), rotation: Number(action.rotation) });
        case 'place_token':
          return orPlaceToken(state, ctx, entity, { city: String(action.city), slot: Number(action.slot ?? 0) });
        case 'run_routes':
          return orRunRoutes(state, ctx, entity, (action.routes as RouteInput[]) ?? []);
        case 'dividend':
          return orDividend(state, ctx, entity, String(action.kind));
        case 'buy_train':
          return orBuyTrain(state, ctx, entity, {
            train: String(action.train),
            price: Number(action.price),
            exchange: action.exchange ? String(action.exchange) : undefined,
          });
        case 'buy_company':
          return orBuyCompany(state, ctx, actingCorp(state, entity), String(action.company), Number(action.price));
        case 'pass':
          return orPass(state, ctx, entity);
        case 'sell_shares':
          return orSellShares(state, ctx, entity, action.shares as string[], Number(action.percent));
        case 'bankrupt':
          return orBankrupt(state, ctx, entity);
      }
      break;
  }
  throw new RuleError(`Cannot ${action.type} during the ${round.kind} round.`);
}
