// The post-turn picture rule (src/bot/services/image-policy.ts), checked over whole real game logs.
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { readFileSync } from 'node:fs';
import { viewGame } from '../../src/engine/view.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { imagesForAction, type ImageKind } from '../../src/bot/services/image-policy.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

await loadTitlePieces();

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

const isBoard = (a: Action) => [a.type, ...(a.auto_actions ?? []).map((x) => x.type)].some((t) => t === 'lay_tile' || t === 'place_token');
const kindOf = (g: LoadedGame) => (g.state as { round: { kind: string } }).round.kind;
const count = (all: Step[], k: ImageKind) => all.filter((s) => s.kinds.includes(k)).length;

describe('18Chesapeake (a whole 18xx.games log)', () => {
  const all = steps(load(`${FIXTURES_18XX}/18chesapeake-14377.json`));
  const special = (s: Step) => ['undo', 'redo'].includes(s.action.type) || s.after.def.finished(s.after.state);
  const ended = (s: Step) => roundOf(s.before) !== roundOf(s.after);

  it('posts one close-up per turn that changed the board, after its last lay or token (two lays and a token: one picture)', () => {
    // a turn here: the same corporation's consecutive actions within one operating round
    // (a private's special lays belong to the turn they are made in)
    const turns: { entity: unknown; steps: Step[] }[] = [];
    for (const s of all) {
      const turn = turns.at(-1);
      const company = s.action.entity_type === 'company';
      const last = turn?.steps.at(-1);
      if (turn && last && roundOf(last.before) === roundOf(s.before) && (company || turn.entity === undefined || turn.entity === s.action.entity)) {
        turn.steps.push(s);
        if (!company) turn.entity = s.action.entity;
      } else turns.push({ entity: company ? undefined : s.action.entity, steps: [s] });
    }
    const board = turns.map((t) => t.steps).filter((t) => t.some((s) => isBoard(s.action)));
    expect(board.length).toBeGreaterThan(20);
    let merged = 0;
    for (const t of board) {
      // every close-up shows a change no earlier picture showed; none is left unshown at the turn's end
      // (the full map shows it when the round ended with the turn)
      const where = JSON.stringify(t.map((s) => s.action));
      let pending = false;
      for (const s of t) {
        pending ||= isBoard(s.action);
        if (s.kinds.includes('closeup')) {
          expect(pending, where).toBe(true);
          pending = false;
        }
      }
      if (pending) expect(t.at(-1)!.kinds, where).toContain('map');
      const changes = t.filter((s) => isBoard(s.action)).length;
      if (changes > 1 && t.filter((s) => s.kinds.includes('closeup')).length === 1) merged++;
    }
    expect(merged).toBeGreaterThan(5); // a lay and a token (or two lays) in one picture
    for (const s of all.filter((x) => !special(x) && !ended(x))) {
      if (s.kinds.includes('closeup')) expect(turns.find((t) => t.steps.includes(s))!.steps.some((x) => isBoard(x.action))).toBe(true);
    }
  });

  it('posts the full map when an operating round ends, and otherwise only after undo or at the end', () => {
    for (const s of all) {
      if (ended(s) && kindOf(s.before) === 'operating') expect(s.kinds).toContain('map');
      if (!special(s) && !(ended(s) && kindOf(s.before) === 'operating')) expect(s.kinds).not.toContain('map');
    }
  });

  it('posts the market and the status when a round ends (stock, operating, auction), not after single moves', () => {
    const ends = all.filter(ended);
    expect(ends.length).toBeGreaterThan(5);
    for (const s of ends) {
      expect(s.kinds).toContain('market');
      expect(s.kinds).toContain('status');
    }
    // price moves within a round (sales, dividends) get words only
    const moved = all.filter((s) => !ended(s) && !special(s) && JSON.stringify((s.before.state as { cells: unknown }).cells) !== JSON.stringify((s.after.state as { cells: unknown }).cells));
    expect(moved.some((s) => s.action.type === 'sell_shares')).toBe(true);
    expect(moved.some((s) => s.action.type === 'dividend')).toBe(true);
    for (const s of all.filter((x) => !ended(x) && !special(x))) {
      expect(s.kinds).not.toContain('market');
      expect(s.kinds).not.toContain('status');
    }
  });

  it('posts few pictures: by kind, what a whole game gets', () => {
    if (process.env.POLICY_STATS) console.log(`${all.length} actions: closeup ${count(all, 'closeup')}, map ${count(all, 'map')}, market ${count(all, 'market')}, status ${count(all, 'status')}, none ${all.filter((s) => !s.kinds.length).length}`);
    const rounds = all.filter(ended).length;
    const operatingRounds = all.filter((s) => ended(s) && kindOf(s.before) === 'operating').length;
    expect(count(all, 'map')).toBe(operatingRounds + all.filter(special).length);
    expect(count(all, 'market')).toBe(rounds + all.filter(special).length);
    expect(count(all, 'status')).toBe(rounds + all.filter(special).length);
    expect(count(all, 'chart')).toBe(1);
    const pictures = all.reduce((n, s) => n + s.kinds.length, 0);
    expect(pictures).toBeLessThan(all.length * 0.5);
    expect(all.filter((s) => s.kinds.length === 0).length).toBeGreaterThan(all.length * 0.7);
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
    for (const s of bids) expect(s.kinds).toEqual([]);
  });

  it('status when an auction ends or a round ends', () => {
    for (const s of all.filter((x) => x.before.state.auction && !x.after.state.auction)) expect(s.kinds).toContain('status');
    for (const s of all.filter((x) => x.before.state.round !== x.after.state.round)) expect(s.kinds).toContain('status');
  });
});

describe('edge cases', () => {
  const game = viewGame(newGame('chicago-express', [{ id: 1, name: 'A' }, { id: 2, name: 'B' }, { id: 3, name: 'C' }], { seed: 1 }), null);

  it('nothing without a game, nor for an undo with nothing to take back', () => {
    expect(imagesForAction(game, null, { type: 'pass' })).toEqual([]);
    expect(imagesForAction(game, game, { type: 'undo' })).toEqual([]);
  });

  it('counts auto actions: a pass that laid a tile on the way shows the map', () => {
    expect(imagesForAction(game, game, { type: 'pass', auto_actions: [{ type: 'lay_tile' }] })).toContain('closeup');
  });
});

describe('an undo posts one picture, of what it took back', () => {
  const log = load(`${FIXTURES_18XX}/18chesapeake-14377.json`);
  // the first move of each kind in the log, undone right after it was made
  const undoAfter = (type: string) => {
    let game = newGame(log.title, log.players, log.settings);
    for (const action of log.actions) {
      game = applyAction(game, action);
      if (action.type !== type) continue;
      const after = applyAction(game, { type: 'undo', entity: action.entity });
      return imagesForAction(viewGame(game, null), viewGame(after, null), { type: 'undo' });
    }
    throw new Error(`no ${type} in the log`);
  };

  it('a tile or token: a close-up of its hex as it is again', () => {
    expect(undoAfter('lay_tile')).toEqual(['undone']);
    expect(undoAfter('place_token')).toEqual(['undone']);
  });

  it('a sale or a dividend (share prices moved): the market', () => {
    expect(undoAfter('sell_shares')).toEqual(['market']);
    expect(undoAfter('dividend')).toEqual(['market']);
  });

  it('anything else: the status', () => {
    expect(undoAfter('buy_shares')).toEqual(['status']);
    expect(undoAfter('buy_train')).toEqual(['status']);
  });
});
