// The status picture's minors: a minor known by its number (1822's) heads its column and its row as "Minor 8", never
// a bare "8" that reads as a count or a price (issue 28: minor numbers without "minor").
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { replay } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { pictureReports } from '../../src/render/index.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

await loadTitlePieces();

describe('status picture: minors by name', () => {
  it('1822MRS 33867 after 400 actions: every open minor is "Minor N" in the tables, no bare number heads a column', { timeout: 60_000 }, () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-33867.json`, 'utf8')) as GameLog;
    const game = replay({ ...log, actions: log.actions.slice(0, 400), result: undefined, game_end_reason: null, status: 'active' });
    const minors = (game.state as GameState).corps.filter((c) => !c.closed && /^\d+$/.test(c.sym)).map((c) => c.sym);
    expect(minors.length).toBeGreaterThan(3);
    const texts = pictureReports(viewGame(game, null), 'status').flatMap((r) => r.texts);
    for (const m of minors) {
      expect(texts, `minor ${m}`).toContain(`Minor ${m}`);
      expect(texts, `minor ${m}`).not.toContain(m);
    }
  });

  it("1822 33845 early in its first stock round: the page with the bid boxes' certificates says it holds privates, minors and concessions", { timeout: 60_000 }, () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822-33845.json`, 'utf8')) as GameLog;
    const game = replay({ ...log, actions: log.actions.slice(0, 20), result: undefined, game_end_reason: null, status: 'active' });
    const open = (game.state as GameState).companies.filter((c) => !c.closed).map((c) => c.sym);
    // (the data's certificates: privates P…, minors' M…, concessions C…)
    expect(['P', 'M', 'C'].map((k) => open.some((s) => s.startsWith(k)))).toEqual([true, true, true]);
    const pages = pictureReports(viewGame(game, null), 'status');
    const page = pages.find((p) => p.texts.some((t) => /^Minor \d+ \(/.test(t) || /concession$/.test(t)))!;
    expect(page.label).toMatch(/privates, minors and concessions$/);
    expect(page.texts).toContain('Company');
    expect(page.texts).not.toContain('Private');
  });
});
