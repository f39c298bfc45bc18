// An imported 1828 game whose seats were claimed: players go by their own names, while 18xx.games logs an
// exchange's partner by the log's name. The partner choice is shown by the player's name and stored by the
// log's; the export keeps the log's names, so it replays.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { GameState } from '../../src/engine/18xx/face.ts';

const log = JSON.parse(readFileSync(new URL('../fixtures/1828-generated/3p-3.json', import.meta.url), 'utf8')) as GameLog;
const OWN = ['alice', 'bob', 'carol'];
const claimed = log.players.map((p, i) => ({ id: p.id, name: OWN[i]!, logName: p.name }));
// the log's first partner choice (a player's name)
const at = log.actions.findIndex((a) => a.type === 'choose' && log.players.some((p) => p.name === a.choice));

describe('1828 exchange partner after a claim', () => {
  it('offers the partner by the player’s own name and stores the log’s name', () => {
    const logged = log.actions[at]!;
    const partner = log.players.find((p) => p.name === logged.choice)!;
    const game = replay({ ...log, players: claimed, actions: log.actions.slice(0, at) });
    const offered = legalActions(game, logged.entity!).filter((c) => c.action.type === 'choose');
    const own = claimed.find((p) => p.id === partner.id)!.name;
    expect(offered.map((c) => c.label)).toContain(own);
    for (const c of offered) expect(log.players.map((p) => p.name)).not.toContain(c.label);
    const pick = offered.find((c) => c.label === own)!;
    expect(pick.action.choice).toBe(partner.name);
    const after = applyAction(game, pick.action);
    expect((after.state as GameState).players.map((p) => p.name)).toEqual(OWN);
  });

  it('replays the whole game under the players’ own names; the export keeps the log’s', () => {
    const game = replay({ ...log, players: claimed });
    expect((game.state as GameState).players.map((p) => p.name)).toEqual(OWN);
    expect(toEnvelope(game).players).toEqual(log.players.map((p) => ({ id: p.id, name: p.name })));
    expect(() => replay(toEnvelope(game))).not.toThrow();
  });
});
