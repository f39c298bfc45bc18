// A status too long for one phone picture (1871's, with its five tables) is posted as pages: files status-1,
// status-2…, each described by what it holds, and the message lists them (src/bot/actions.ts withPageNames).
import { AttachmentBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, applyAction, legalActions, newGame } from '../../src/engine/game.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871-steel-cities/data/index.ts';
import { viewGame } from '../../src/engine/view.ts';
import { withPageNames } from '../../src/bot/actions.ts';
import { gameImages } from '../../src/bot/services/images.ts';

await loadTitlePieces();

function played(moves: number) {
  let g = newGame('1871-steel-cities', [0, 1, 2, 3].map((i) => ({ id: `p${i}`, name: `Player ${i + 1}` })), { seed: 4, data_version: LATEST_DATA_VERSION });
  const rng = new SeededRandom(4);
  for (let k = 0; k < moves && !g.def.finished(g.state); k++) {
    const choices = legalActions(g, activePlayers(g)[0]!);
    g = applyAction(g, choices[rng.next() % choices.length]!.action);
  }
  return viewGame(g, null);
}

describe('a status on several pages', () => {
  it('comes as status-1, status-2… each saying which page it is and what it holds, listed under the message', () => {
    const images = gameImages(played(60), ['status']);
    expect(images.length).toBeGreaterThan(1);
    images.forEach((img, n) => {
      expect(img.name).toBe(`status-${n + 1}`);
      expect(img.label).toMatch(new RegExp(`^status page ${n + 1} of ${images.length}: \\w`));
    });
    const files = images.map((img) => new AttachmentBuilder(img.png, { name: `${img.name}.png`, description: img.label }));
    const text = withPageNames('Round over.', files);
    for (const img of images) expect(text).toContain(img.label);
    // one page: the message stays as it is
    expect(withPageNames('Round over.', files.slice(0, 0))).toBe('Round over.');
  }, 60_000);
});
