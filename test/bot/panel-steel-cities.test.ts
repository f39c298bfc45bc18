// 1871 Steel Cities' turn panel words (src/bot/titles/steel-cities/panel.ts) along a whole game played by a
// deterministic policy: every legal move is reachable by exactly one path, and no group title or option
// names a company, private or city by its internal id (M1, P3, "15-2-0"); lays, tokens, runs and trains
// are told in words.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, PlayerId } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { buildPanel } from '../../src/bot/panel/build.ts';
import { nodeAt, type PanelNode } from '../../src/bot/panel/tree.ts';
import { steelPanel } from '../../src/bot/titles/steel-cities/panel.ts';

const PREFERENCE = ['par', 'buy_shares', 'lay_tile', 'place_token', 'dividend', 'buy_train', 'payoff_loan', 'pass'];
const key = (a: Action) => JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y)));
const IDS = /\b[MP]\d+\b|\b\d+-\d+-\d+\b/;

/** Every text of a panel a player may see (group titles, option labels, leaf labels of questions' options), and its leaves. */
function walk(game: LoadedGame, player: PlayerId): { words: string[]; leaves: string[] } {
  const panel = buildPanel('1', game, player, steelPanel)!;
  const words: string[] = [];
  const leaves: string[] = [];
  const visit = (node: PanelNode) => {
    if (node.kind === 'leaf') return void leaves.push(...node.actions.map(key));
    words.push(node.title, ...node.options.map((o) => o.label));
    node.options.forEach((_, k) => visit(nodeAt(panel.src, panel.items, [...node.path, k], steelPanel)!));
  };
  panel.items.forEach((item, n) => {
    const root = nodeAt(panel.src, panel.items, [n], steelPanel)!;
    if (root.kind === 'question') words.push(item.title);
    visit(root);
  });
  return { words, leaves };
}

describe('1871 Steel Cities turn panel', () => {
  it('reaches every legal move once and names nothing by its id, over a whole game', () => {
    const players = ['a', 'b', 'c'].map((id) => ({ id, name: id }));
    let g = newGame('1871-steel-cities', players, { seed: 5 });
    const seen = new Set<string>();
    const samples: string[] = [];
    for (let step = 0; step < 3000 && !g.def.finished(g.state); step++) {
      const open = viewGame(g, null).sheet;
      const player = activePlayers(g)[0]!;
      if (open) {
        const sheet = viewGame(g, player).sheet!;
        const bids = Object.fromEntries(sheet.items.filter((_, j) => j % 3 === open.bidders.indexOf(player)).slice(0, 2).map((x) => [x.id, x.prices[0]!]));
        g = applyAction(g, { ...g.def.sealed!.submit(g.state, player, bids), id: g.log.length + 1 });
        continue;
      }
      const legal = legalActions(g, player);
      if (step % 3 === 0 || !seen.has(legal[0]!.action.type)) {
        const { words, leaves } = walk(g, player);
        expect(new Set(leaves).size, 'no move twice').toBe(leaves.length);
        expect(new Set(leaves)).toEqual(new Set(legal.map((c) => key(c.action))));
        for (const w of words) expect(w, `${legal[0]!.label}`).not.toMatch(IDS);
        for (const c of legal) seen.add(c.action.type);
        samples.push(...words);
      }
      const pick = PREFERENCE.map((t) => legal.find((c) => c.action.type === t)).find(Boolean) ?? legal[0]!;
      g = applyAction(g, { ...pick.action, id: g.log.length + 1 });
    }
    expect(g.def.finished(g.state)).toBe(true);
    for (const t of ['lay_tile', 'place_token', 'dividend', 'buy_train', 'par', 'buy_shares']) expect(seen.has(t), t).toBe(true);
    const text = samples.join('\n');
    expect(text).toMatch(/^.+ lays track…$/m);
    expect(text).toMatch(/^Tile \w+ — /m);
    expect(text).toMatch(/^1: track to [A-Z]+/m);
    expect(text).toMatch(/^Run for \$\d+ and pay out$/m);
    expect(text).toMatch(/^\w+-train for \$\d+$/m);
  }, 120_000);
});
