// A lay's rotation has one number everywhere a player reads it: the turn panel draws every way a tile fits
// in place, numbered 1…N (its rotation question's options, in order), and the engine's move labels (/move,
// the panel's words), /tile's rotation autocomplete and /tile's typed rotation say the same number — never
// the map's raw rotation 0–5. Checked at the lays of real games of three 18xx titles.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { buildPanel } from '../../src/bot/panel/build.ts';
import { nodeAt, type PanelNode } from '../../src/bot/panel/tree.ts';
import { xxPanel } from '../../src/bot/titles/18xx/panel.ts';
import { movesOf } from '../../src/bot/titles/18xx/moves.ts';
import { rotationChoices, tileAction } from '../../src/bot/titles/18xx/track.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GameLog;
const tileName = (id: unknown) => String(id).split('-')[0]!;

/** The panel's rotation questions of a lay group: every hex, every tile, the ways drawn and numbered. */
function rotationQuestions(game: LoadedGame, player: string): Extract<PanelNode, { kind: 'question' }>[] {
  const panel = buildPanel('1', game, player, xxPanel);
  if (!panel) return [];
  const out: Extract<PanelNode, { kind: 'question' }>[] = [];
  const walk = (path: number[]) => {
    const node = nodeAt(panel.src, panel.items, path, xxPanel);
    if (node?.kind !== 'question') return;
    if (node.field === 'rotation') return void out.push(node);
    node.options.forEach((_, i) => walk([...path, i]));
  };
  panel.items.forEach((item, i) => {
    if (item.choices.some((c) => c.action.type === 'lay_tile')) walk([i]);
  });
  return out;
}

/** What disagrees with the panel's numbering at the game's lay steps (up to `limit` of them). */
function disagreements(log: GameLog, limit: number): { checked: number; wrong: string[] } {
  let game = newGame(log.title, log.players, log.settings);
  const wrong: string[] = [];
  let checked = 0;
  let steps = 0;
  for (const action of effectiveActions(log.actions)) {
    if (action.type === 'lay_tile' && steps < limit) {
      const player = activePlayers(game)[0]!;
      const questions = rotationQuestions(game, String(player));
      if (questions.length) steps++;
      const labels = legalActions(game, player).filter((c) => c.action.type === 'lay_tile');
      const m = movesOf(game, player)!;
      for (const q of questions) {
        const first = q.options[0]!.choices[0]!.action;
        const [hex, tile] = [String(first.hex), String(first.tile)];
        const typed = rotationChoices(m, hex, tile);
        q.options.forEach((o, i) => {
          const a = o.choices[0]!.action;
          const at = `${log.title} before #${String(action.id)}: ${tileName(tile)} on ${hex}, picture ${i + 1} of ${q.options.length}`;
          checked++;
          // the engine's label of the same move (legalActions lists a sample: those it lists)
          for (const c of labels.filter((l) => l.action.hex === hex && tileName(l.action.tile) === tileName(tile) && l.action.rotation === a.rotation && l.action.entity === a.entity)) {
            if (!c.label.includes(`rotation ${i + 1} of ${q.options.length}`)) wrong.push(`${at}: label "${c.label}"`);
          }
          // /tile's autocomplete and typed number (/tile offers one lay per hex and tile: where a private's lay and
          // the corporation's share them, the first listed; the other is laid through the panel or /move)
          if (tileAction(m, hex, tile, '1').entity !== a.entity) return;
          if (!typed[i]?.name.startsWith(`${i + 1} of ${q.options.length}:`)) wrong.push(`${at}: /tile rotation choice "${typed[i]?.name}"`);
          if (tileAction(m, hex, tile, String(i + 1)).rotation !== a.rotation) wrong.push(`${at}: /tile rotation:${i + 1} lays another way`);
        });
      }
    }
    game = applyAction(game, action);
  }
  return { checked, wrong };
}

describe('a rotation has the number the panel’s picture gives it', () => {
  it.each([
    ['18Chesapeake 1905', `${FIXTURES_18XX}/18chesapeake-1905.json`],
    ['1828 23366', `${FIXTURES_18XX}/1828-23366.json`],
    ['1889 962', `${FIXTURES_NEXT}/1889-962.json`],
  ])('%s: labels, autocomplete and typed rotations', { timeout: 240_000 }, (_name, file) => {
    const { checked, wrong } = disagreements(read(file), 12);
    expect(checked).toBeGreaterThan(20);
    expect(wrong.slice(0, 15)).toEqual([]);
  });
});
