// 1828's waterfall auction told truly after each move: a private bought at face is "bought", one won with the
// only bid says so, and the status's "for sale at $X" (in words and in the status picture) is exactly what the next player is offered.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import { moveStory } from '../../src/bot/services/story.ts';
import type { SeatRecord } from '../../src/bot/services/store.ts';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { pictureReports } from '../../src/render/index.ts';

await loadTitlePieces();

const players = ['alice', 'bob', 'carol'].map((name, i) => ({ id: String(i + 1), name }));
const seats = players.map((p, i) => ({ gameId: '1', position: i, userId: null, playerId: p.id, name: p.name })) as unknown as SeatRecord[];

describe('1828 auction words', () => {
  it('a bid, then a purchase at face: the status offers what is offered, the story says bought and only bid', () => {
    let g = newGame('1828.Games', players, { seed: 3 });
    const move = (re: RegExp) => {
      const p = activePlayers(g)[0]!;
      const c = legalActions(g, p).find((x) => re.test(x.label))!;
      const before = g;
      g = applyAction(g, c.action);
      return moveStory(viewGame(before, null), viewGame(g, null), c.action, c.label, players.find((x) => x.id === p)!.name, seats);
    };
    move(/^Bid on Saint Clair Tunnel for \$25$/);
    // after alice's bid the other $20 private may be bought at face: the status says so, and bob is offered it
    const status = g.def.describe(viewGame(g, null).state);
    expect(status).toMatch(/Schuylkill Valley Navigation \(face \$20\): for sale at \$20/);
    expect(status).toMatch(/Saint Clair Tunnel \(face \$20\): high bid alice \$25 · next bid at least \$30/);
    expect(legalActions(g, activePlayers(g)[0]!).map((c) => c.label)).toContain('Buy Schuylkill Valley Navigation for $20');
    // the status picture says the same: its Bids column had 'no bids' for every private (it read the shared auction's bids)
    const drawn = pictureReports(viewGame(g, null), 'status').flatMap((r) => r.texts);
    expect(drawn).toContain('for sale at $20');
    expect(drawn).toContain('high bid alice $25 · next bid at least $30');
    const lines = move(/^Buy Schuylkill Valley Navigation for \$20$/).join('\n');
    expect(lines).toMatch(/bob buys Schuylkill Valley Navigation for \$20/);
    expect(lines).toMatch(/alice wins the auction for Saint Clair Tunnel with the only bid of \$25/);
    expect(g.def.describe(viewGame(g, null).state)).not.toMatch(/Schuylkill Valley Navigation \(face/);
  });
});
