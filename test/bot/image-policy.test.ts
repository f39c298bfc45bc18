// The post-turn picture rule (src/bot/services/image-policy.ts), checked over whole real game logs.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { viewGame } from '../../src/engine/view.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { imagesForAction, STATUS_EVERY, type ImageKind } from '../../src/bot/services/image-policy.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

interface Step {
  action: Action;
  before: LoadedGame;
  after: LoadedGame;
  kinds: ImageKind[];
}

/** Every action of a log with the pictures the policy posts after it. */
function steps(log: GameLog): Step[] {
  let game = newGame(log.title, log.players, log.settings);
  const out: Step[] = [];
  for (const action of log.actions) {
    const after = applyAction(game, action);
    out.push({ action, before: game, after, kinds: imagesForAction(viewGame(game, null), viewGame(after, null), action) });
    game = after;
  }
  return out;
}

const load = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GameLog;
const roundOf = (g: LoadedGame) => {
  const r = (g.state as { round: { kind: string; num?: number } }).round;
  return `${r.kind}:${r.num ?? ''}`;
};

describe('18Chesapeake (a whole 18xx.games log)', () => {
  const all = steps(load(`${FIXTURES_18XX}/18chesapeake-14377.json`));
  const hasUndo = all.some((s) => s.action.type === 'undo' || s.action.type === 'redo');

  it('posts a close-up after every tile lay and token (the full map when it also ends a round), none after route runs', () => {
    const board = all.filter((s) => ['lay_tile', 'place_token'].includes(s.action.type));
    expect(board.length).toBeGreaterThan(20);
    for (const s of board) expect(s.kinds.filter((k) => k === 'closeup' || k === 'map')).toHaveLength(1);
    expect(board.filter((s) => s.kinds.includes('closeup')).length).toBeGreaterThan(20);
    for (const s of all.filter((x) => x.action.type === 'run_routes' && roundOf(x.before) === roundOf(x.after))) {
      expect(s.kinds).not.toContain('map');
      expect(s.kinds).not.toContain('closeup');
    }
  });

  it('posts the full map when a round ends, and otherwise only after undo or at the end', () => {
    for (const s of all) {
      const ended = roundOf(s.before) !== roundOf(s.after);
      if (ended) expect(s.kinds).toContain('map');
      const other = ['undo', 'redo'].includes(s.action.type) || s.after.def.finished(s.after.state) || (s.before.state as { phase: number }).phase !== (s.after.state as { phase: number }).phase;
      if (!ended && !other) expect(s.kinds).not.toContain('map');
    }
  });

  it('posts the market when share prices move: sales, dividends, pars', () => {
    const moved = all.filter((s) => JSON.stringify((s.before.state as { cells: unknown }).cells) !== JSON.stringify((s.after.state as { cells: unknown }).cells));
    expect(moved.some((s) => s.action.type === 'sell_shares')).toBe(true);
    expect(moved.some((s) => s.action.type === 'dividend')).toBe(true);
    for (const s of moved) expect(s.kinds).toContain('market');
    const quiet = all.filter((x) => !moved.includes(x) && !['undo', 'redo'].includes(x.action.type) && !x.after.def.finished(x.after.state));
    expect(quiet.length).toBeGreaterThan(all.length / 2);
    for (const s of quiet) {
      expect(s.kinds).not.toContain('market');
    }
  });

  it('posts the status when a round or phase ends, and at least every STATUS_EVERY entries', () => {
    const ends = all.filter((s) => roundOf(s.before) !== roundOf(s.after));
    expect(ends.length).toBeGreaterThan(5);
    for (const s of ends) expect(s.kinds).toContain('status');
    let since = 0;
    for (const s of all) {
      since = s.kinds.includes('status') ? 0 : since + 1;
      expect(since).toBeLessThan(STATUS_EVERY);
    }
  });

  it('does not flood: far fewer pictures than three per action, many actions with none', () => {
    if (process.env.POLICY_STATS) {
      const count = (k: ImageKind) => all.filter((s) => s.kinds.includes(k)).length;
      console.log(`${all.length} actions: map ${count('map')}, market ${count('market')}, status ${count('status')}, none ${all.filter((s) => !s.kinds.length).length}`);
    }
    const pictures = all.reduce((n, s) => n + s.kinds.length, 0);
    expect(pictures).toBeLessThan(all.length * 1.2);
    expect(all.filter((s) => s.kinds.length === 0).length).toBeGreaterThan(all.length / 3);
    if (!hasUndo) expect(all.filter((s) => s.action.type === 'pass' && s.kinds.length === 0).length).toBeGreaterThan(0);
  });
});

describe('Chicago Express', () => {
  const all = steps(load(new URL('../fixtures/chicago-express/three-players-chicago.json', import.meta.url).pathname));

  it('map after builds and developments, never a market; bids only get words', () => {
    for (const s of all) {
      if (s.action.type === 'build' || s.action.type === 'develop') expect(s.kinds.some((k) => k === 'closeup' || k === 'map')).toBe(true);
      expect(s.kinds).not.toContain('market');
    }
    const bids = all.filter((s) => s.action.type === 'bid' && s.before.state.auction && s.after.state.auction);
    expect(bids.length).toBeGreaterThan(0);
    for (const s of bids.filter((x) => x.after.log.length % STATUS_EVERY !== 0)) expect(s.kinds).toEqual([]);
  });

  it('status when an auction ends or a round ends', () => {
    for (const s of all.filter((x) => x.before.state.auction && !x.after.state.auction)) expect(s.kinds).toContain('status');
    for (const s of all.filter((x) => x.before.state.round !== x.after.state.round)) expect(s.kinds).toContain('status');
  });
});

describe('edge cases', () => {
  const game = viewGame(newGame('chicago-express', [{ id: 1, name: 'A' }, { id: 2, name: 'B' }, { id: 3, name: 'C' }], { seed: 1 }), null);

  it('nothing without a game; everything that exists after undo', () => {
    expect(imagesForAction(game, null, { type: 'pass' })).toEqual([]);
    expect(imagesForAction(game, game, { type: 'undo' })).toEqual(['map', 'status']);
  });

  it('counts auto actions: a pass that laid a tile on the way shows the map', () => {
    expect(imagesForAction(game, game, { type: 'pass', auto_actions: [{ type: 'lay_tile' }] })).toContain('closeup');
  });
});
