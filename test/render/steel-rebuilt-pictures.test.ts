// 1871 on the shared 18xx engine (not registered yet: registered here) drawn by the 18xx pictures: the map, the
// market and the status at the start (a sealed round, a kind of round the 18xx pictures did not know) and through
// seeded play into the operating rounds; every picture but the full map fits a phone (PAGE_WIDTH, MIN_FONT).
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import { registerTitle } from '../../src/engine/registry.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import rebuilt from '../../src/engine/titles/1871/index.ts';
import { viewGame } from '../../src/engine/view.ts';
import { pictureReports, registerRenderer } from '../../src/render/index.ts';
import { xxRenderer } from '../../src/render/18xx/index.ts';
import { MIN_FONT, PAGE_WIDTH } from '../../src/render/sheet.ts';

registerTitle(rebuilt);
registerRenderer(rebuilt.id, xxRenderer);

function check(g: LoadedGame, where: string): string[] {
  const view = viewGame(g, null);
  const texts: string[] = [];
  expect(pictureReports(view, 'map').length, `${where}: map`).toBe(1);
  for (const kind of ['status', 'market'] as const) {
    const reports = pictureReports(view, kind);
    expect(reports.length, `${where}: ${kind}`).toBeGreaterThan(0);
    for (const r of reports) {
      expect(r.width, `${where}: ${r.label}`).toBeLessThanOrEqual(PAGE_WIDTH);
      expect(Math.min(...r.fonts), `${where}: ${r.label}`).toBeGreaterThanOrEqual(MIN_FONT);
      texts.push(...r.texts);
    }
  }
  return texts;
}

describe('1871 on the shared engine: pictures', () => {
  it('draws the sealed round at the start and the rounds after it, phone-sized', () => {
    let g = newGame(rebuilt.id, [1, 2, 3, 4].map((i) => ({ id: `p${i}`, name: `Player ${i}` })), { seed: 3, data_version: '2' });
    expect(check(g, 'start').join('\n')).toMatch(/sealed round 1/);
    const rng = new SeededRandom(3);
    const kinds = new Set<string>();
    for (let k = 1; k <= 120 && !g.def.finished(g.state); k++) {
      const who = activePlayers(g);
      const choices = legalActions(g, who[(rng.next() >>> 8) % who.length]!);
      const moves = choices.filter((c) => c.action.type !== 'pass');
      g = applyAction(g, (moves.length && rng.next() % 4 ? moves[(rng.next() >>> 8) % moves.length]! : choices[(rng.next() >>> 8) % choices.length]!).action);
      const kind = (g.state as { round: { kind: string } }).round.kind;
      if (!kinds.has(kind) || k % 40 === 0) check(g, `move ${k} (${kind})`);
      kinds.add(kind);
    }
    expect([...kinds].sort()).toEqual(['operating', 'sealed', 'stock']);
  });
});
