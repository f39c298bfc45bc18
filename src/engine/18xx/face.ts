// The 18xx family's public surface: what the bot, the renderers and the CLI may use of an 18xx game.
// Read-only questions over a game's state (views over the steps' own listings), the state's types, and the
// map reading helpers pictures need. Nothing here changes a game; actions go through the engine contract.
import type { Ctx } from './context.ts';
import { XX_FAMILY, type XxFace } from './definition.ts';
import type { GameState } from './state.ts';
import { EventLog } from '../events.ts';
import type { TitleDefinition } from '../types.ts';

export type { Ctx } from './context.ts';
export type { CompanyDef, CorpColor, CorpDef, PhaseDef, TitleConfig, TrainDef } from './config.ts';
export type { CompanyState, CorpState, GameState, OperatingRound, Share, StockRound, TrainState } from './state.ts';
export { cashOf, corpOf, playerName } from './state.ts';
export { marketGrid, priceOf } from './market.ts';
export { certLimit, numCerts, percentOf, shareById, shownCertLimit } from './shares.ts';
export { trainById } from './trains.ts';
export { endWords, stepWords } from './describe.ts';
export { cityWords, entityName, privateName, trainWords } from './words.ts';
export * from './queries/operating.ts';
export * from './queries/stock.ts';
// map reading (pictures rebuild a map from a log's lays to draw it)
export { createMap, currentTile, getMapDef, layTile, placeHomeToken, placeToken, resolveCity, tileDef } from './map/index.ts';
export type { MapDef, MapState, PathEnd, PhaseColor, Revenue, TileDef } from './map/index.ts';

/** The rule context of an 18xx game for queries, or null when the title is not of the 18xx family. */
export function xxContext(def: TitleDefinition, state: unknown): Ctx | null {
  const face = def.face as XxFace | undefined;
  if (face?.family !== XX_FAMILY) return null;
  return { ...face.ctxOf(state as GameState), events: new EventLog() };
}
