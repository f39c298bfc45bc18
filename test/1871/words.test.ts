// The rebuilt 1871's events told in players' words, and its moves' labels (the bot's shared words and the title's own, registered as its
// bot pieces register them): every event a random game records has words, no company is named by its id, majors
// by name, a paper company's conversion says what the president's certificate cost and where the money went.
import { describe, expect, it } from 'vitest';
import def from '../../src/engine/titles/1871/index.ts';
import { dataVersion } from '../../src/engine/titles/1871/data.ts';
import { nameBook, storyOf } from '../../src/bot/services/story.ts';
import { registerEventWords, titleWordsFor } from '../../src/bot/services/event-words.ts';
import { SHARED_TYPES } from '../../src/bot/services/shared-words.ts';
import { steelWords } from '../../src/bot/titles/steel-cities/words.ts';
import { playGame } from './play.ts';

const data = dataVersion('2');
const c = data.companies;
// (ids that are also hexes, like the paper company C3 and hex C3, are left out: a hex is named by its id)
const hexes = new Set(data.map.hexes.flatMap((g) => g.hexes));
const ids = [...c.privates, ...c.minors, ...c.paper, ...c.majors].map((x) => x.id).filter((id) => !hexes.has(id));
/** An id standing alone (not in "P2-train", not part of a longer word). */
const idIn = (line: string) => ids.find((id) => new RegExp(`(?<![\\w&'-])${id}(?![\\w&-])`).test(line));
// 1822's loan events are told by 1822's words (registered with 1822's bot pieces)
const LOANS = new Set(['player_loan', 'loan_interest', 'loan_paid']);

describe('1871 events in players\' words', () => {
  it('tells every event of random games and labels every move by names, with the amounts explained', () => {
    registerEventWords(steelWords, SHARED_TYPES);
    const seen = new Set<string>();
    for (const seed of [2, 3, 5]) {
      // (named unlike any company: the game's own names P1… would read as privates' ids)
      const players = ['Ann', 'Bob', 'Cyd', 'Dee', 'Eve'].slice(0, 3 + (seed % 3)).map((name, i) => ({ id: `p${i + 1}`, name }));
      playGame(seed, 3000, (state, m) => {
        const names = nameBook({ def, state, players } as never);
        // the moves offered, as labelled: companies by name too
        for (const c of m.choices) expect(idIn(c.label), `seed ${seed}, move ${m.n}: ${c.label}`).toBeUndefined();
        for (const e of m.events) {
          if (LOANS.has(e.type)) continue;
          seen.add(e.type);
          // every event has words (which may find it not worth telling: a paper company's $0 of revenue)
          expect(SHARED_TYPES.has(e.type) || !!titleWordsFor(e.type), `seed ${seed}, move ${m.n}: ${JSON.stringify(e)}`).toBe(true);
          const [line] = storyOf([e], names);
          if (!line) continue;
          expect(idIn(line), `seed ${seed}, move ${m.n}: ${line}`).toBeUndefined();
          expect(line).not.toMatch(/\$0\b|_/);
          if (e.type === 'paper_converted') {
            const major = c.majors.find((x) => x.id === e.corp)!.name;
            expect(line).toContain(`starts ${major}: $${e.price} for its president's ${e.percent}% goes into ${major}'s treasury`);
          }
        }
      });
    }
    for (const type of ['paper_converted', 'papers_removed', 'float', 'auction_won', 'dividend', 'run', 'tile_laid', 'game_end']) expect(seen, type).toContain(type);
  });
});
