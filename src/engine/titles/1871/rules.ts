// 1871's rounds on the shared driver. Built so far: every stock round opens with its sealed auctions
// (sealed-round.ts). Not built yet: the stock turns after them and the operating rounds, so the next
// stock round's auctions follow at once (issue 30, piece 4).
import type { TitleRules } from '../../18xx/context.ts';
import type { GameState } from '../../18xx/state.ts';
import { dataVersion, type SteelData } from './data.ts';
import { sealedOf, sealedRoundDef, startAuctions } from './sealed-round.ts';

export const dataOf = (state: GameState): SteelData => dataVersion(String(state.title.dataVersion ?? '1'));

export const rules1871: TitleRules = {
  rounds: { sealed: sealedRoundDef(dataOf) },
  firstRound: (state, ctx) => startAuctions(state, ctx, dataOf(state), 1),
  nextRound: (state, ctx) => startAuctions(state, ctx, dataOf(state), sealedOf(state).number + 1),
  interrupts: [],
  hooks: { float: () => undefined },
};
