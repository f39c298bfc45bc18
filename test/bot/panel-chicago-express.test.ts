// Chicago Express's turn panel words (src/bot/titles/chicago-express/panel.ts) over a real game: every legal
// move is reachable by exactly one path, the turn's kinds of move are titled in words, companies carry
// their name, a build's and a develop's hexes their place.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, legalActions, replayCuts } from '../../src/engine/game.ts';
import type { Action, GameLog } from '../../src/engine/types.ts';
import { buildPanel } from '../../src/bot/panel/build.ts';
import { nodeAt, type PanelNode } from '../../src/bot/panel/tree.ts';
import { cxPanel } from '../../src/bot/titles/chicago-express/panel.ts';

const key = (a: Action) => JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y)));

describe('Chicago Express turn panel', () => {
  it('reaches every legal move once, in words, over a real game', () => {
    const full = JSON.parse(readFileSync('test/fixtures/chicago-express/three-players-chicago.json', 'utf8')) as GameLog;
    const words: string[] = [];
    let checked = 0;
    const cuts = Array.from({ length: Math.floor(full.actions.length / 4) + 1 }, (_, k) => k * 4);
    for (const [, game] of replayCuts(full, cuts)) {
      const player = activePlayers(game)[0];
      if (player === undefined || game.def.finished(game.state)) continue;
      const legal = legalActions(game, player);
      const panel = buildPanel('1', game, player, cxPanel)!;
      const leaves: string[] = [];
      const visit = (node: PanelNode) => {
        if (node.kind === 'leaf') return void leaves.push(...node.actions.map(key));
        words.push(node.title, ...node.options.map((o) => o.label));
        node.options.forEach((_, k) => visit(nodeAt(panel.src, panel.items, [...node.path, k], cxPanel)!));
      };
      panel.items.forEach((_, n) => visit(nodeAt(panel.src, panel.items, [n], cxPanel)!));
      expect(new Set(leaves).size).toBe(leaves.length);
      expect(new Set(leaves)).toEqual(new Set(legal.map((c) => key(c.action))));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    const text = words.join('\n');
    expect(text).toMatch(/^Put a share up for auction$/m);
    expect(text).toMatch(/^Build track — PRR \(Pennsylvania/m);
    expect(text).toMatch(/^PRR \(Pennsylvania[^)]*\) — minimum \$\d+, \d+\/\d+ shares out$/m);
    expect(text).toMatch(/^[A-Z]\d+( \([^)]+\))?( → [A-Z]\d+( \([^)]+\))?)* — \$\d+, income [+-]\d+$/m);
  }, 120_000);
});
