// "Your move … — you may …": every kind of move in words, a title's own kinds in the title's words.
import '../tiny-game/register.ts';
import { describe, expect, it } from 'vitest';
import { newGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import { mayLine } from '../../src/bot/services/status.ts';

describe('mayLine', () => {
  it("names a title's own kind of move in the title's words (Tiny Rails' add)", () => {
    const game = newGame('Tiny Rails', [{ id: 'a', name: 'alice' }, { id: 'b', name: 'bob' }], { seed: 1 });
    const first = game.def.activePlayers(game.state)[0]!;
    expect(mayLine(viewGame(game, null), first)).toBe('may add to the counter or pass');
  });
});

describe('mayLine with several kinds, one of them a list itself', () => {
  it('says one list, with one "or" (1822: the dividends and the permanent train\'s earnings apart)', () => {
    const moveWords = { dividend: 'pay out, pay half or withhold', 'choose:extra': "pay the permanent train's earnings apart first" };
    const game = { moveKinds: () => ['dividend', 'choose:extra'], def: { moveWords } } as unknown as Parameters<typeof mayLine>[0];
    expect(mayLine(game, 'a')).toBe("may pay out, pay half, withhold or pay the permanent train's earnings apart first");
  });
});

describe("1871's last bidder in a sealed round", () => {
  it('may hand in their bid sheet (a one-item bid is a sheet too): said once', async () => {
    await import('../../src/titles.ts');
    const { LATEST_DATA_VERSION } = await import('../../src/engine/titles/1871/data/index.ts');
    const players = ['a', 'b', 'c'].map((id) => ({ id, name: id }));
    let g = newGame('1871-steel-cities', players, { seed: 2, data_version: LATEST_DATA_VERSION });
    const { applyAction } = await import('../../src/engine/game.ts');
    for (const p of ['a', 'b']) g = applyAction(g, g.def.sealed!.submit(g.state, p, {}));
    expect(mayLine(viewGame(g, null), 'c')).toBe('may hand in your bid sheet');
  });
});

describe("1889's private lay in a stock turn", () => {
  it("is a private's tile lay, not 'lay track'", async () => {
    await import('../../src/titles.ts');
    const { readFileSync } = await import('node:fs');
    const { applyAction, activePlayers, legalActions, replay } = await import('../../src/engine/game.ts');
    const { FIXTURES_NEXT } = await import('../helpers/shared.ts');
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1889-314.json`, 'utf8'));
    let g = replay({ ...log, actions: [] });
    let seen = 0;
    for (const a of log.actions.slice(0, 40)) {
      const p = activePlayers(g)[0];
      const legal = p === undefined ? [] : legalActions(g, p);
      if (legal.some((c) => c.action.type === 'lay_tile' && c.action.entity_type === 'company') && legal.some((c) => c.action.entity_type === 'player')) {
        const may = mayLine(viewGame(g, null), p!);
        expect(may).toContain("use a private's tile lay");
        expect(may).not.toContain('lay track');
        seen++;
      }
      g = applyAction(g, a);
    }
    expect(seen).toBeGreaterThan(0);
  });
});

describe("1828's stock turn that may start a merger", () => {
  it("says 'start a merger', not 'choose in a merger'; a merger's question is still a choice in it", async () => {
    await import('../../src/titles.ts');
    const { readFileSync } = await import('node:fs');
    const { applyAction, activePlayers, legalActions, replay } = await import('../../src/engine/game.ts');
    const { FIXTURES_18XX } = await import('../helpers/shared.ts');
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8'));
    let g = replay({ ...log, actions: log.actions.slice(0, 89) });
    let starts = 0;
    let answers = 0;
    for (const a of log.actions.slice(89, 400)) {
      if (starts && answers) break;
      const p = activePlayers(g)[0];
      const legal = p === undefined ? [] : legalActions(g, p);
      if (legal.some((c) => c.action.type === 'choose')) {
        const may = mayLine(viewGame(g, null), p!);
        if (legal.some((c) => c.label.startsWith('Start a merger'))) {
          expect(may).toContain('start a merger');
          expect(may).not.toContain('choose in a merger');
          starts++;
        } else {
          expect(may).toContain('choose in a merger');
          answers++;
        }
      }
      g = applyAction(g, a);
    }
    expect(starts).toBeGreaterThan(0);
    expect(answers).toBeGreaterThan(0);
  });
});

describe("Chicago Express's moves", () => {
  it('say what is built and developed', () => {
    const game = { moveKinds: () => ['auction', 'build', 'develop'], def: {} } as unknown as Parameters<typeof mayLine>[0];
    expect(mayLine(game, 'a')).toBe('may auction a share, build track or develop a hex');
  });
});
