// An 18xx picture's headline says who operates and what they are doing in players' words: a minor by its name
// (1822's minors' symbols are bare numbers), the step in words (never its engine name, "acquire_minor").
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { replay } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { pictureReports } from '../../src/render/index.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';

await loadTitlePieces();

const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-35936.json`, 'utf8')) as GameLog;
const actions = effectiveActions(log.actions).filter((a) => a.type !== 'message');

/** The market picture's headline just before the game's first action of `type`. */
function headlineBefore(type: string): string {
  const at = actions.findIndex((a) => a.type === type);
  const game = replay({ ...log, actions: actions.slice(0, at) });
  const [market] = pictureReports(viewGame(game, null), 'market');
  // (a long headline wraps onto a second line)
  const head = market!.texts.slice(0, 2).join(' ');
  expect(scanWords(head, wordsBook(game)), head).toEqual([]);
  return head;
}

describe('1822 headlines', () => {
  it('a minor operating, by name, with its step in words', () => {
    expect(headlineBefore('run_routes')).toMatch(/operating round \d+\.\d+ — Minor \d+ \([^)]+\) running trains · phase/);
  });

  it('a major acquiring a minor', () => {
    const at = actions.findIndex((a) => a.type === 'merge');
    const game = replay({ ...log, actions: actions.slice(0, at + 1) });
    const head = pictureReports(viewGame(game, null), 'market')[0]!.texts.slice(0, 2).join(' ');
    expect(head).toMatch(/— [A-Z]+ acquiring a minor · phase/);
    expect(scanWords(head, wordsBook(game))).toEqual([]);
  });
});
