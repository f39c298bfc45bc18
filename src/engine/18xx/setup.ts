// A new 18xx game from a title's data: bank, players' cash, certificates, trains, privates.
import type { Ctx } from './context.ts';
import { startAuction } from './auction.ts';
import { ipo } from './shares.ts';
import type { GameState, Share } from './state.ts';
import { initialTrains } from './trains.ts';
import type { PlayerInfo } from '../types.ts';

export function setupGame(ctx: Ctx, seed: number, players: PlayerInfo[], cvCorp: string): GameState {
  const { cfg } = ctx;
  const n = players.length;
  const startCash = cfg.startingCash[n] ?? 0;
  const cash: Record<string, number> = { bank: cfg.bankCash - startCash * n };
  for (const p of players) cash[String(p.id)] = startCash;
  const shares: Share[] = [];
  let seq = 0;
  for (const c of cfg.corporations) {
    for (let i = 0; i < 9; i++)
      shares.push({ id: `${c.sym}_${i}`, corp: c.sym, percent: i === 0 ? 20 : 10, president: i === 0, owner: ipo(c.sym), seq: ++seq });
  }
  const trains = initialTrains(cfg);
  const state: GameState = {
    titleKey: cfg.key,
    seed,
    players: players.map((p) => ({ id: String(p.id), name: p.name, bankrupt: false })),
    order: players.map((p) => String(p.id)),
    cash,
    shares,
    seq,
    corps: cfg.corporations.map((c) => ({
      sym: c.sym,
      ipoed: false,
      floated: false,
      parPrice: null,
      cell: null,
      tokensUsed: 0,
      trains: [],
      president: null,
      everOperated: false,
      closed: false,
    })),
    companies: cfg.companies.map((c) => ({
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
    twoPlayer: n === 2,
    cvCorp,
    routable: [],
    map: null,
    actionCount: 0,
  };
  if (state.twoPlayer) {
    // Two players: 30% president's certificates and one share less, except the CV corporation.
    for (const c of cfg.corporations) {
      if (c.sym === cvCorp) continue;
      state.shares.find((s) => s.id === `${c.sym}_0`)!.percent = 30;
      state.shares.find((s) => s.id === `${c.sym}_8`)!.owner = 'removed';
    }
  }
  state.map = ctx.map.init(cfg.key, state);
  startAuction(state, ctx);
  return state;
}
