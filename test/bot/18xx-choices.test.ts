// The 18xx command choices against real games: replaying 18xx.games logs, at every point where the log
// lays a tile, places a token, runs, buys, sells or pars, the bot's autocomplete offers what the log did
// next, and what it offers is accepted by the engine.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { movesOf, filterTyped, type XxMoves } from '../../src/bot/titles/18xx/moves.ts';
import { dividendAction, privateAction, privateChoices, trainAction, trainChoices } from '../../src/bot/titles/18xx/operate.ts';
import { routesPlan, routeStops } from '../../src/bot/titles/18xx/routes.ts';
import { buyAction, buyChoices, parAction, parCorpChoices, parPriceChoices, sellAction, sellChoices, sellCountChoices } from '../../src/bot/titles/18xx/stock.ts';
import { describeExits, rotationChoices, tileAction, tileChoices, tileHexChoices, tokenAction, tokenChoices } from '../../src/bot/titles/18xx/track.ts';
import { shareById } from '../../src/engine/18xx/shares.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { tileDef, type MapState } from '../../src/engine/18xx/map/index.ts';

const tileDefOf = (state: GameState, name: string) => tileDef(state.map as MapState, name);
import { FIXTURES_18XX } from '../helpers/shared.ts';

const FIXTURES = FIXTURES_18XX;
const load = (name: string): GameLog => JSON.parse(readFileSync(`${FIXTURES}/${name}`, 'utf8')) as GameLog;

function accepted(game: LoadedGame, action: Action): boolean {
  try {
    applyAction(game, { ...action, entity: action.entity });
    return true;
  } catch {
    return false;
  }
}

interface Tally {
  checked: Record<string, number>;
  missed: string[];
  rejected: string[];
}

/** Walk a log; before each action of interest, check the bot's choices against it. */
function walk(name: string, limit = Infinity): Tally {
  const log = load(name);
  let game = newGame(log.title, log.players, log.settings);
  const tally: Tally = { checked: {}, missed: [], rejected: [] };
  const actions = effectiveActions(log.actions).filter((a) => a.type !== 'message');
  let applyChecks = 0;
  for (const [n, next] of actions.slice(0, limit).entries()) {
    const player = activePlayers(game)[0];
    const m = player === undefined ? null : movesOf(game, player);
    if (m && (next.entity_type !== 'company' || next.type === 'lay_tile' || next.type === 'place_token')) check(game, m, next, n, tally, applyChecks++ < 150);
    const state = game.def.clone(game.state);
    game.def.process(state, next);
    for (const auto of next.auto_actions ?? []) game.def.process(state, auto);
    game = { ...game, state, log: [...game.log, next] };
  }
  return tally;
}

function count(t: Tally, kind: string): void {
  t.checked[kind] = (t.checked[kind] ?? 0) + 1;
}

function check(game: LoadedGame, m: XxMoves, next: Action, n: number, t: Tally, tryAll: boolean): void {
  const at = `#${n} ${JSON.stringify(next).slice(0, 160)}`;
  const state = game.state as GameState;
  const ok = (a: Action, what: string) => {
    if (!accepted(game, a)) t.rejected.push(`${at}: ${what} ${JSON.stringify(a)}`);
  };
  switch (next.type) {
    case 'lay_tile': {
      const special = next.entity_type === 'company';
      if (special && !m.ctx.cfg.companies.find((c) => c.sym === next.entity)?.abilities.some((a) => a.type === 'tile_lay' || a.type === 'teleport')) return;
      if (state.round.kind !== 'operating' || (!special && state.round.step !== 'track')) return;
      count(t, special ? 'private lay_tile' : 'lay_tile');
      const hex = String(next.hex);
      const tileName = String(next.tile).split('-')[0]!;
      if (!tileHexChoices(m).some((c) => c.value === hex)) return void t.missed.push(`${at}: hex not offered`);
      const tile = tileChoices(m, hex).find((c) => c.value.split('-')[0] === tileName);
      if (!tile) return void t.missed.push(`${at}: tile not offered`);
      const rot = rotationChoices(m, hex, tile.value);
      // the logged rotation, or one laying the same track (e.g. a straight turned half way round) in its place
      const def = tileDefOf(state, tileName);
      // (a tile with at most one stop: its track is its paths with edges turned; the stop sits still)
      const plain = def.cities.length + def.towns.length <= 1;
      const track = (r: number) => def.paths.map((p) => [p.a, p.b].map((e) => (e.kind === 'edge' ? String((e.edge + r) % 6) : e.kind)).sort().join('-')).sort().join(',');
      // the choices are the ways the tile fits, numbered 1…N as the panel's picture numbers them
      expect(rot.map((c) => c.value), `${at}: rotations numbered`).toEqual(rot.map((_, i) => String(i + 1)));
      const sameTrack = (r: number) => r === Number(next.rotation) || (plain && track(r) === track(Number(next.rotation)));
      const built = rot.map((c) => tileAction(m, hex, tile.value, c.value));
      // one choice per distinct track
      if (plain) expect(new Set(built.map((a) => track(Number(a.rotation)))).size, `${at}: duplicate rotations`).toBe(rot.length);
      const logged = built.find((a) => sameTrack(Number(a.rotation)));
      if (!logged) return void t.missed.push(`${at}: rotation not offered`);
      expect(logged).toMatchObject({ type: 'lay_tile', entity: next.entity, hex });
      ok(logged, 'the logged lay');
      if (tryAll) for (const h of tileHexChoices(m).slice(0, 3)) for (const tc of tileChoices(m, h.value)) for (const r of rotationChoices(m, h.value, tc.value)) ok(tileAction(m, h.value, tc.value, r.value), 'offered lay');
      return;
    }
    case 'place_token': {
      const special = next.entity_type === 'company';
      if (state.round.kind !== 'operating' || (!special && state.round.step !== 'token')) return;
      count(t, special ? 'private place_token' : 'place_token');
      if (!tokenChoices(m).some((c) => c.value === next.city)) return void t.missed.push(`${at}: city not offered`);
      for (const c of tokenChoices(m)) ok(tokenAction(m, c.value), 'offered token');
      return;
    }
    case 'run_routes': {
      count(t, 'run_routes');
      const plan = routesPlan(m);
      ok(plan.action, 'best routes');
      const ctx = m.ctx;
      const logged = ctx.map.routesRevenue(state, String(next.entity), next.routes as never);
      if (plan.revenue < logged) t.missed.push(`${at}: best ${plan.revenue} < logged ${logged}`);
      return;
    }
    case 'dividend':
      count(t, 'dividend');
      ok(dividendAction(m, String(next.kind)), 'dividend');
      return;
    case 'buy_shares': {
      if (state.round.kind !== 'stock') return;
      count(t, 'buy_shares');
      const share = shareById(state, (next.shares as string[])[0]!);
      const value = `${share.corp}:${share.owner === 'pool' ? 'market' : 'ipo'}`;
      if (!buyChoices(m).some((c) => c.value === value)) return void t.missed.push(`${at}: ${value} not offered`);
      ok(buyAction(m, value, null), 'logged buy');
      for (const c of buyChoices(m)) ok(buyAction(m, c.value, null), 'offered buy');
      return;
    }
    case 'sell_shares': {
      if (state.round.kind !== 'stock') return;
      count(t, 'sell_shares');
      const corp = shareById(state, (next.shares as string[])[0]!).corp;
      if (!sellChoices(m).some((c) => c.value === corp)) return void t.missed.push(`${at}: ${corp} not offered`);
      const counts = sellCountChoices(m, corp);
      if (!counts.some((c) => Number(c.value) * 10 === Number(next.percent))) return void t.missed.push(`${at}: ${String(next.percent)}% not offered`);
      for (const c of counts) ok(sellAction(m, corp, Number(c.value)), 'offered sale');
      return;
    }
    case 'par': {
      count(t, 'par');
      const corp = String(next.corporation);
      const price = String(next.share_price).split(',')[0]!;
      if (!parCorpChoices(m).some((c) => c.value === corp)) return void t.missed.push(`${at}: ${corp} not offered for par`);
      if (!parPriceChoices(m, corp).some((c) => c.value === price)) return void t.missed.push(`${at}: par ${price} not offered`);
      ok(parAction(m, corp, price), 'logged par');
      return;
    }
    case 'buy_train': {
      if (next.entity_type !== 'corporation' || state.round.kind !== 'operating' || state.round.step !== 'train') return;
      count(t, 'buy_train');
      const train = String(next.train);
      const offered = trainChoices(m);
      const name = train.split('-')[0];
      const hit = offered.find((c) => c.value === train) ?? offered.find((c) => c.value.split('-')[0] === name && !c.value.includes('~'));
      if (!hit) return void t.missed.push(`${at}: train not offered (${offered.map((c) => c.value).join(',')})`);
      for (const c of offered) ok(trainAction(m, c.value, null), 'offered train');
      // by name, as players say it ("/train train:2"): a depot train of that name
      if (state.trains.find((x) => x.id === train)?.owner === 'depot' && !next.exchange) {
        for (const typed of [name!, `${name!}-train`]) {
          const byName = trainAction(m, typed, null);
          if (String(byName.train).split('-')[0] !== name) t.missed.push(`${at}: train by name ${typed} gave ${String(byName.train)}`);
          ok(byName, `train by name ${typed}`);
        }
      }
      return;
    }
    case 'buy_company': {
      if (state.round.kind !== 'operating') return;
      count(t, 'buy_company');
      if (!privateChoices(m).some((c) => c.value === next.company)) t.missed.push(`${at}: ${String(next.company)} not offered`);
      return;
    }
  }
}

describe('18xx choices against 18Chesapeake logs', () => {
  it.each([['18chesapeake-1905.json'], ['18chesapeake-14377.json'], ['18chesapeake-otr-bank.json']])('%s: offers what the log did, and only moves the engine accepts', (name) => {
    const t = walk(name);
    expect(t.rejected).toEqual([]);
    expect(t.missed).toEqual([]);
    for (const kind of ['lay_tile', 'place_token', 'run_routes', 'dividend', 'buy_shares', 'par', 'buy_train']) expect(t.checked[kind], kind).toBeGreaterThan(0);
    if (name === '18chesapeake-14377.json') for (const kind of ['private lay_tile', 'private place_token']) expect(t.checked[kind], kind).toBeGreaterThan(0);
  }, 120_000);
});

describe('helpers', () => {
  it('names exits of a flat tile by compass direction', () => {
    expect(describeExits([0, 3])).toBe('edges S–N');
    expect(describeExits([1, 4, 5])).toBe('edges SW–NE–SE');
  });

  it('orders route stops along the legs', () => {
    expect(routeStops([['E3', 'F2'], ['D2', 'E3']])).toEqual(['E3', 'F2', 'D2']);
  });

  it('filters by typed value prefix, else by words, at most 25', () => {
    const choices = Array.from({ length: 40 }, (_, k) => ({ name: `H${k} Baltimore`, value: `H${k}` }));
    expect(filterTyped(choices, '').length).toBe(25);
    expect(filterTyped(choices, 'h3').map((c) => c.value)).toEqual(['H3', 'H30', 'H31', 'H32', 'H33', 'H34', 'H35', 'H36', 'H37', 'H38', 'H39']);
    expect(filterTyped(choices, 'balti').length).toBe(25);
  });
});

/** The game after the first `n` effective actions of a fixture, and the moves of whoever acts. */
function at(name: string, n: number): { game: LoadedGame; m: XxMoves } {
  const log = load(name);
  let game = newGame(log.title, log.players, log.settings);
  for (const a of effectiveActions(log.actions).slice(0, n)) game = applyAction(game, a);
  return { game, m: movesOf(game, activePlayers(game)[0]!)! };
}

describe('refusals say what to do instead', () => {
  it('at B&O’s track step (14377, action 187)', () => {
    const { m } = at('18chesapeake-14377.json', 187);
    expect(() => tileAction(m, 'F2', '14', '7')).toThrow(/Rotation "?7"? doesn't work for 14 on F2\. It fits (one way|\d ways): 1 \(edges/);
    expect(() => tileAction(m, 'F2', '99', '1')).toThrow(/Tile 99 doesn't fit on F2\. Tiles that do: /);
    expect(() => tokenAction(m, 'F2')).toThrow(/B&O is at its track step: use \/tile to lay track, or \/pass to skip it/);
    expect(() => routesPlan(m)).not.toThrow();
    expect(() => buyAction(m, 'B&O', null)).toThrow(/You can't buy a share now\. B&O is at its track step/);
    expect(() => dividendAction(m, 'payout')).toThrow(/You can't choose a dividend now/);
    expect(() => trainAction(m, '5-0', null)).toThrow(/You can't buy a train now|not for sale/);
    expect(() => privateAction(m, 'D&R', 1)).toThrow(/can't buy "D&R"|sells for|No private/);
  });

  it('in the auction, when a bought private asks for a par (14377, action 13)', () => {
    const { game, m } = at('18chesapeake-14377.json', 13);
    expect(() => buyAction(m, 'C&A', null)).toThrow(/Set C&A's par price with \/par\./);
    expect(parPriceChoices(m, 'C&A').map((c) => c.value)).toContain('95');
    expect(accepted(game, parAction(m, 'C&A', '$95'))).toBe(true);
  });

  it('in a stock round (14377, action 161)', () => {
    const { m } = at('18chesapeake-14377.json', 161);
    expect(() => sellAction(m, 'B&O', 9)).toThrow(/You can't sell (9 shares of B&O|B&O now)/);
    expect(() => parAction(m, 'B&O', '95')).toThrow(/You can't (par B&O now|start a corporation now)/);
    expect(() => tileAction(m, 'F2', '14', '1')).toThrow(/You can't lay track now\. It is a stock round: use \/buy, \/sell, \/par or \/pass/);
    expect(() => buyAction(m, 'XYZ', null)).toThrow(/You can't buy XYZ now\. Buyable: /);
  });
});
