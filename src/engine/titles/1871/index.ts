// 1871 Steel Cities on the shared 18xx engine, registered in src/titles.ts under the id and name the old engine had
// (its stored games read by legacy.ts).
import type { Ctx } from '../../18xx/context.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame } from '../../18xx/setup.ts';
import type { GameState } from '../../18xx/state.ts';
import { EventLog } from '../../events.ts';
import type { PlayerInfo } from '../../types.ts';
import { dataOf, dataVersion, steelConfig, type SteelData } from './data.ts';
import { LATEST_DATA_VERSION } from './data/index.ts';
import { steelMapPort } from './map.ts';
import { rules1871 } from './rules.ts';
import type { SealedState } from './sealed-round.ts';
import { secrets1871 } from './secrets.ts';
import { withLegacyReader } from './legacy.ts';
import { checkLoanTerms } from './loans.ts';
import { provisionalNote } from './provisional.ts';

export function ctxOf(data: SteelData): Ctx {
  const cfg = steelConfig(data);
  return { cfg, map: steelMapPort(data, cfg), rules: rules1871, events: new EventLog() };
}

/** Minors: one certificate of 100%; majors: the president's certificate and the rest in shares, as the data says. */
function layout(data: SteelData) {
  const s = data.companies.major_shares;
  const major = [s.president_percent, ...Array<number>((100 - s.president_percent) / s.share_percent).fill(s.share_percent)];
  return (corp: string) => (data.companies.minors.some((m) => m.id === corp) ? [100] : major);
}

function setup(seed: number, players: PlayerInfo[], options: Record<string, unknown>): GameState {
  const version = String(options.data_version ?? '1');
  const data = dataVersion(version);
  checkLoanTerms(data);
  const sealed: SealedState = { track: players.map((p) => String(p.id)), number: 0, queue: [], next: 0, open: null, lastReveal: null, reveals: 0, removed: [] };
  return setupGame(ctxOf(data), seed, players, { layout: layout(data), title: { dataVersion: version, sealed } });
}

/** A company as 1871's players call it: every operator by name, majors too (corporations go by symbol elsewhere). */
function nameOf(state: GameState, id: string): string {
  const cfg = steelConfig(dataOf(state));
  return cfg.corporations.find((c) => c.sym === id)?.name ?? cfg.companies.find((c) => c.sym === id)?.name ?? id;
}

const definition = makeDefinition({
  id: '1871-steel-cities',
  titles: ['1871 Steel Cities'],
  displayName: '1871 Steel Cities (provisional: 1822 numbers)',
  minPlayers: dataVersion('1').players.min,
  maxPlayers: dataVersion('1').players.max,
  ctxOf: (state) => ctxOf(dataOf(state)),
  setup: ({ seed, players, options }) => setup(seed, players, options),
  roundNames: { sealed: 'Stock Round' },
  secrets: secrets1871,
  // every bid is a sealed one (a one-item sheet): "you may hand in your bid sheet", not "… or bid"
  moveKind: (action) => (action.type === 'bid' ? 'sealed_bids' : action.type),
});
definition.entityName = nameOf;
// every picture says its numbers are provisional, with the title
definition.pictureNote = 'provisional: 1822 numbers';
// every status says what is provisional
const describeShared = definition.describe;
definition.describe = (view) => `${provisionalNote(dataOf(view))}\n${describeShared(view)}`;

// games stored by the old engine are read by these rules (legacy.ts); a new game stores the data version it starts
// with, and keeps it when newer data ships (data/index.ts)
export default { ...withLegacyReader(definition), newGameSettings: () => ({ data_version: LATEST_DATA_VERSION }) };
