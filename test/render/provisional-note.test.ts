// 1871's numbers are provisional (modelled on 1822, title README): every picture of a game says so with the title
// (the status pages, the market, the map, a close-up), as the title's definition says (pictureNote); the other
// titles' pictures say nothing of it.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, applyAction, legalActions, newGame } from '../../src/engine/game.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import { viewGame } from '../../src/engine/view.ts';
import { pictureReports } from '../../src/render/index.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';

await loadTitlePieces();

describe('pictures of 1871 say its numbers are provisional', () => {
  it('1871 played 4p, 60 moves: every picture; 18Chesapeake: none', { timeout: 60_000 }, () => {
    const seats = ['alice', 'bob', 'carol', 'dave'].map((name, i) => ({ id: `p${i}`, name }));
    const pictures = (title: string, settings: Record<string, unknown>) => {
      let g = newGame(title, seats, { seed: 4, ...settings });
      const rng = new SeededRandom(4);
      while (g.log.length < 60) {
        const who = activePlayers(g);
        const choices = legalActions(g, who[rng.next() % who.length]!);
        g = applyAction(g, choices[rng.next() % choices.length]!.action);
      }
      const view = viewGame(g, null);
      return [...pictureReports(view, 'status'), ...pictureReports(view, 'market'), ...pictureReports(view, 'map'), ...pictureReports(view, 'map', { around: 'F8' })];
    };
    const steel = pictures('1871-steel-cities', { data_version: LATEST_DATA_VERSION });
    expect(steel.length).toBeGreaterThan(3);
    for (const r of steel) expect(r.texts.join(' '), r.label).toContain('provisional: 1822 numbers');
    for (const r of pictures('18chesapeake', {})) expect(r.texts.join(' '), r.label).not.toContain('provisional');
  });
});
