// A new 18xx game from a title's data: bank, players' cash, certificates, trains, privates; then the
// title's first round.
import type { Ctx } from './context.ts';
import { newCorpState } from './entities.ts';
import { ipo } from './shares.ts';
import type { GameState, Share } from './state.ts';
import { initialTrains } from './trains.ts';
import type { PlayerInfo } from '../types.ts';
import { RuleError } from '../types.ts';
import { setKey } from '../records.ts';

/** A corporation's certificates as percents, the president's first (default: 20% + 8 × 10%). */
export type ShareLayout = (corp: string) => number[];

const standardLayout: ShareLayout = () => [20, 10, 10, 10, 10, 10, 10, 10, 10];

/**
 * State records key players by id among the other holders (cash: 'bank' and corporations; certificates: 'pool',
 * 'ipo:<corp>', 'treasury:<corp>'; privates: corporations; trains: 'depot', 'gone'), so a player may not be called
 * like one of them (1828's systems are named "<corp>-<corp>").
 */
function refuseHolderNames(cfg: Ctx['cfg'], players: readonly PlayerInfo[]): void {
  const names = new Set(['bank', 'pool', 'depot', 'gone', 'removed', ...cfg.corporations.map((c) => c.sym), ...cfg.companies.map((c) => c.sym)]);
  for (const p of players) {
    const id = String(p.id);
    if (names.has(id) || id.includes(':') || (id.includes('-') && id.split('-').every((part) => names.has(part)))) {
      throw new RuleError(`A player's id may not be "${id}": the game uses that name itself.`);
    }
  }
}

/**
 * `removeCompanies`: privates left out of this game besides those below their `minPlayers` (18xx.games
 * min_players; 1889 leaves South Iyo out of two-player games). `beforeFirstRound`: the title's own setup once
 * the bank, cash, certificates, trains, privates and map are in place, before its first round starts (18xx.games
 * runs a title's `setup` before the first round's `setup`; 1889's Beginner Game deals the privates there).
 */
export function setupGame(
  ctx: Ctx,
  seed: number,
  players: PlayerInfo[],
  opts: { layout?: ShareLayout; title?: Record<string, unknown>; removeCompanies?: readonly string[]; beforeFirstRound?: (state: GameState) => void } = {},
): GameState {
  const { cfg } = ctx;
  refuseHolderNames(cfg, players);
  const n = players.length;
  const startCash = cfg.startingCash[n] ?? 0;
  const cash: Record<string, number> = { bank: cfg.bankCash - startCash * n };
  for (const p of players) setKey(cash, String(p.id), startCash);
  const shares: Share[] = [];
  let seq = 0;
  const layout = opts.layout ?? standardLayout;
  for (const c of cfg.corporations)
    layout(c.sym).forEach((percent, i) => shares.push({ id: `${c.sym}_${i}`, corp: c.sym, percent, president: i === 0, owner: ipo(c.sym), seq: ++seq }));
  const trains = initialTrains(cfg);
  const state: GameState = {
    titleKey: cfg.key,
    seed,
    players: players.map((p) => ({ id: String(p.id), name: p.name, ...(p.logName !== undefined ? { logName: p.logName } : {}), bankrupt: false })),
    order: players.map((p) => String(p.id)),
    cash,
    shares,
    seq,
    corps: cfg.corporations.map(newCorpState),
    companies: cfg.companies.filter((c) => n >= (c.minPlayers ?? 0) && !opts.removeCompanies?.includes(c.sym)).map((c) => ({
      sym: c.sym,
      owner: 'bank',
      closed: false,
      tileLaysLeft: c.abilities.find((a) => a.type === 'tile_lay')?.count ?? -1,
      discount: 0,
    })),
    trains,
    upcoming: trains.map((t) => t.id),
    phase: 0,
    turn: 1,
    operatingRounds: 1,
    round: { kind: 'stock', index: 0, passed: [], current: [], sold: {} },
    cells: {},
    bankBroken: false,
    stockMaxReached: false,
    endTrigger: null,
    finished: false,
    endReason: null,
    title: opts.title ?? {},
    routable: [],
    map: null,
    actionCount: 0,
  };
  state.map = ctx.map.init(cfg.key, state);
  opts.beforeFirstRound?.(state);
  ctx.rules.firstRound(state, ctx);
  return state;
}
