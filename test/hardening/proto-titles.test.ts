// What players named like Object.prototype members ("__proto__", "constructor", …) saw go wrong, title by title:
// 1871 revealed a sealed round before their sheet and a replay disagreed with live play; Chicago Express dropped
// one from the result (and so from the bot's result line and the chart).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, newGame, replay, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { resultLine } from '../../src/bot/services/status.ts';
import type { GameRecord } from '../../src/bot/services/store.ts';
import { worthSeries } from '../../src/render/worth-series.ts';
import { renamePlayers, resultBack, resultPairs } from './rename-players.ts';

const fixture = (path: string) => JSON.parse(readFileSync(new URL(`../fixtures/${path}`, import.meta.url), 'utf8')) as GameLog;

describe('1871: sealed rounds with players named like Object.prototype members', () => {
  const players = [
    { id: 'ann', name: 'Ann' },
    { id: '__proto__', name: 'Proto' },
    { id: 'constructor', name: 'Ctor' },
  ];
  const sheet = (g: LoadedGame, who: string, bids: Record<string, number>) => applyAction(g, g.def.sealed!.submit(g.state, who, bids));

  it('reveals a round only when every bidder has a sheet in, and each sheet is its bidder’s', () => {
    let g = newGame('1871-steel-cities', players, { seed: 1, data_version: '1' });
    const openRound = (x: LoadedGame) => viewGame(x, null).sheet?.round;
    const round = openRound(g);
    g = sheet(g, 'ann', { M1: 100 });
    expect(openRound(g)).toBe(round);
    expect(activePlayers(g)).toEqual(['__proto__', 'constructor']);
    expect(viewGame(g, null).sheet!.submitted).toEqual(['ann']);
    expect(viewGame(g, '__proto__').sheet!.bids).toEqual({});

    g = sheet(g, '__proto__', { M4: 100 });
    expect(openRound(g)).toBe(round);
    expect(activePlayers(g)).toEqual(['constructor']);
    expect(viewGame(g, null).sheet!.submitted).toEqual(['ann', '__proto__']);
    expect(viewGame(g, '__proto__').sheet!.bids).toEqual({ M4: 100 });
    expect(viewGame(g, 'constructor').sheet!.bids).toEqual({});

    g = sheet(g, 'constructor', {});
    const reveal = g.def.sealed!.lastReveal(g.state)!;
    expect(reveal.round).toBe(round);
    expect(reveal.sheets).toEqual([
      { player: 'ann', bids: { M1: 100 } },
      { player: '__proto__', bids: { M4: 100 } },
      { player: 'constructor', bids: {} },
    ]);
    const s = g.state as GameState;
    expect(['M1', 'M4'].map((m) => s.corps.find((c) => c.sym === m)!.president)).toEqual(['ann', '__proto__']);
    expect(Object.keys(g.def.result(g.state)).sort()).toEqual(['__proto__', 'ann', 'constructor']);
  });

  it('live play (a clone per move) and a replay of its log agree, with the result of the original ids', () => {
    const log = fixture('1871/random-5p-11.json');
    const { log: renamed, back } = renamePlayers(log, ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty']);
    let live = newGame(renamed.title, renamed.players, renamed.settings);
    for (const action of effectiveActions(renamed.actions)) live = applyAction(live, action);
    const again = replay(renamed);
    expect(again.state).toEqual(live.state);
    const result = live.def.result(live.state);
    expect(resultBack(result, back)).toEqual(resultPairs(log.result!));
    expect(resultBack(again.def.result(again.state), back)).toEqual(resultPairs(log.result!));
    expect(live.def.endReason(live.state)).toBe(log.game_end_reason);
    // the same winner and the same cash for everyone
    const winner = (r: [string, number][]) => [...r].sort((a, b) => b[1] - a[1])[0]![0];
    expect(winner(resultBack(result, back))).toBe(winner(resultPairs(log.result!)));
    const cash = (s: GameState, ids: (key: string) => string | undefined) => s.players.map((p) => [ids(p.id), s.cash[p.id]]);
    const original = cash(replay(log).state as GameState, (key) => key);
    expect(cash(live.state as GameState, (key) => back.get(key))).toEqual(original);
    expect(cash(again.state as GameState, (key) => back.get(key))).toEqual(original);
    // every player's cash is a number, and the certificates players hold are the renamed players'
    for (const [, c] of cash(live.state as GameState, (key) => key)) expect(typeof c).toBe('number');
    const held = (live.state as GameState).shares.filter((x) => renamed.players.some((p) => String(p.id) === x.owner));
    expect(held.length).toBeGreaterThan(0);
  });
});

describe('Chicago Express: nobody named like an Object.prototype member is dropped', () => {
  const log = fixture('chicago-express/two-players-detroit.json');
  const { log: renamed } = renamePlayers(log, ['__proto__', 'constructor']);
  const game = replay(renamed);

  it('from the result', () => {
    const result = game.def.result(game.state);
    expect(Object.keys(result).sort()).toEqual(['__proto__', 'constructor']);
    expect([result['__proto__'], result['constructor']]).toEqual([log.result!['1'], log.result!['2']]);
  });

  it('from the bot’s result line and the chart', () => {
    const record = { id: '1', status: 'finished' } as GameRecord;
    const line = resultLine({ record, seats: [], game, actors: [] });
    const [ann, bob] = log.players.map((p) => p.name);
    expect(line).toContain(`${ann}: ${log.result!['1']}`);
    expect(line).toContain(`${bob}: ${log.result!['2']}`);
    const chart = worthSeries(viewGame(game, null));
    expect(chart.points.at(-1)).toEqual([log.result!['1'], log.result!['2']]);
  });
});

describe('player ids a game uses for something else are refused, with words for the player', () => {
  const three = (id: string | number) => [
    { id, name: 'Odd' },
    { id: 'b', name: 'Bob' },
    { id: 'c', name: 'Cid' },
  ];
  const refusal = (title: string, players: { id: string | number; name: string }[], settings = {}) => {
    try {
      newGame(title, players, { seed: 1, ...settings });
      return null;
    } catch (err) {
      return err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    }
  };

  it('an 18xx player called like the bank, the market pool, a corporation, a private or a holder key', () => {
    for (const [title, id] of [
      ['18Chesapeake', 'bank'],
      ['18Chesapeake', 'pool'],
      ['18Chesapeake', 'B&O'],
      ['18Chesapeake', 'ipo:B&O'],
      ['1828.Games', 'depot'],
      ['1828.Games', 'B&O-PRR'],
    ] as const) {
      expect(refusal(title, three(id)), `${title} ${id}`).toBe(`RuleError: A player's id may not be "${id}": the game uses that name itself.`);
    }
    expect(refusal('18Chesapeake', three('bankrupt'))).toBeNull();
    expect(refusal('1828.Games', three('B&O-somebody'))).toBeNull();
  });

  it('an 1871 player called like a holder of shares', () => {
    expect(refusal('1871-steel-cities', three('pool'), { data_version: '1' })).toBe(`RuleError: A player's id may not be "pool": the game uses that name itself.`);
  });

  it('two players with one id (7 and "7" are one key)', () => {
    const players = [
      { id: 7, name: 'Ann' },
      { id: '7', name: 'Bob' },
    ];
    expect(refusal('Chicago Express', players)).toBe('RuleError: Each player needs an id of their own; two players have the same one.');
  });
});
