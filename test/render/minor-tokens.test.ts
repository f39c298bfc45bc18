// 1822's minors on the market and the map: a token shows "M8", never a bare "8" that reads as a price or a hex's
// number, and the same picture says what it stands for ("M8 = Minor 8 (Manchester Sheffield & Lincolnshire
// Railway)": under the market, under the full map, above a close-up and the turn panel's pictures) (issue 28).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { replay } from '../../src/engine/game.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import { currentTile, xxContext } from '../../src/engine/18xx/face.ts';
import type { MapState } from '../../src/engine/18xx/face.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { pictureReports, reportOf } from '../../src/render/index.ts';
import { drawHexCloseup } from '../../src/render/18xx/closeup-choices.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

await loadTitlePieces();

describe('market and map: minors shown as minors, with a key', () => {
  it('1822 33845 after 400 actions (agreeing with 18xx.games there)', { timeout: 60_000 }, () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822-33845.json`, 'utf8')) as GameLog;
    const game = replay({ ...log, actions: log.actions.slice(0, 400), result: undefined, game_end_reason: null, status: 'active' });
    const state = game.state as GameState;
    const cfg = xxContext(game.def, state)!.cfg;
    const minor = (sym: string) => cfg.corporations.find((c) => c.sym === sym)?.type === 'minor';
    const name = (sym: string) => cfg.corporations.find((c) => c.sym === sym)!.name;
    const view = viewGame(game, null);
    /** The minors `texts` show: each as "M<n>" (was its bare number), each defined on the same picture. */
    const check = (where: string, texts: string[], minors: string[]) => {
      expect(minors.length, where).toBeGreaterThan(2);
      const all = texts.join(' ').replace(/\s+/g, ' ');
      for (const m of minors) {
        expect(texts, `${where}: minor ${m}`).toContain(`M${m}`);
        expect(all, `${where}: minor ${m}`).toContain(`M${m} = ${name(m)}`);
      }
    };
    const onMarket = Object.values(state.cells).flat().filter(minor);
    const market = pictureReports(view, 'market').flatMap((r) => r.texts);
    check('market', market, onMarket);
    const map = (state as GameState & { map: MapState }).map;
    const onMap = Object.keys(map.hexes).flatMap((hex) => currentTile(map, hex).state.tokens.flat()).filter((s): s is string => !!s && minor(s));
    check('map', pictureReports(view, 'map').flatMap((r) => r.texts), onMap);
    // a close-up around a minor's token says what its label stands for too
    const hex = Object.keys(map.hexes).find((h) => currentTile(map, h).state.tokens.flat().some((s) => s && minor(s)))!;
    const here = currentTile(map, hex).state.tokens.flat().filter((s): s is string => !!s && minor(s));
    const close = pictureReports(view, 'map', { around: hex }).flatMap((r) => r.texts);
    for (const m of here) expect(close.join(' ')).toContain(`M${m} = ${name(m)}`);
    // and so does the turn panel's close-up of that hex
    const panel = reportOf(() => [{ canvas: drawHexCloseup(view, hex), label: 'panel' }]).flatMap((r) => r.texts);
    for (const m of here) expect(panel.join(' ')).toContain(`M${m} = ${name(m)}`);
  });
});
