// The turn panel's tree and components over real games: every legal move is reachable by exactly one path,
// a path names the same move the engine listed, and every panel fits Discord (≤ 5 rows, ≤ 5 buttons a row,
// ≤ 25 options a menu, unique custom ids ≤ 100 characters).
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, legalActions, replay, replayCuts, type LoadedGame } from '../../src/engine/game.ts';
import type { Action, GameLog, LegalChoice, View } from '../../src/engine/types.ts';
import { buildPanel, panelRows } from '../../src/bot/panel/build.ts';
import { questionRows } from '../../src/bot/panel/layout.ts';
import type { PanelRefinement } from '../../src/bot/panel/refinement.ts';
import { nodeAt, panelItems, type PanelNode } from '../../src/bot/panel/tree.ts';
import { xxPanel } from '../../src/bot/titles/18xx/panel.ts';
import { tileLayOffers, xxContext, type GameState } from '../../src/engine/18xx/face.ts';
import { viewGame } from '../../src/engine/view.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const load = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GameLog;
const key = (a: Action) => JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y)));

/** Every leaf under a node (depth first), with its path. */
function leaves(panel: NonNullable<ReturnType<typeof buildPanel>>, refine: PanelRefinement, node: PanelNode): Extract<PanelNode, { kind: 'leaf' }>[] {
  if (node.kind === 'leaf') return [node];
  return node.options.flatMap((_, k) => leaves(panel, refine, nodeAt(panel.src, panel.items, [...node.path, k], refine)!));
}

function checkRows(rows: any[]): void {
  expect(rows.length).toBeLessThanOrEqual(5);
  const ids: string[] = [];
  for (const row of rows) {
    const comps = row.components as any[];
    if (comps[0].type === 3) {
      expect(comps).toHaveLength(1);
      expect(comps[0].options.length).toBeGreaterThan(0);
      expect(comps[0].options.length).toBeLessThanOrEqual(25);
      for (const o of comps[0].options) expect(o.label.length).toBeLessThanOrEqual(100);
    } else {
      expect(comps.length).toBeLessThanOrEqual(5);
      for (const c of comps) expect(c.label.length).toBeLessThanOrEqual(80);
    }
    for (const c of comps) ids.push(c.custom_id);
  }
  for (const id of ids) expect(id.length).toBeLessThanOrEqual(100);
  expect(new Set(ids).size).toBe(ids.length);
}

/** At this position: the tree's leaves are exactly the legal moves, and every question's components fit. */
function checkPosition(game: LoadedGame, refine: PanelRefinement): number {
  const player = activePlayers(game)[0];
  if (player === undefined) return 0;
  const legal = legalActions(game, player);
  const panel = buildPanel('12345', game, player, refine);
  if (!legal.length) {
    expect(panel).toBeNull();
    return 0;
  }
  checkRows(panelRows(panel!, refine));
  const found: string[] = [];
  panel!.items.forEach((item, n) => {
    const root = nodeAt(panel!.src, panel!.items, [n], refine)!;
    expect(root).not.toBeNull();
    for (const leaf of leaves(panel!, refine, root)) {
      // a chained move is made of listed moves; the others are one listed move each
      if (item.chain) expect(legal.some((c) => key(c.action) === key(leaf.actions[0]!))).toBe(true);
      else found.push(...leaf.actions.map(key));
    }
    const visit = (node: PanelNode) => {
      if (node.kind === 'leaf') return;
      for (let page = 0; page * 25 < node.options.length; page++) checkRows(questionRows(panel!.src, panel!.items, node, panel!.at, page, refine));
      node.options.forEach((_, k) => visit(nodeAt(panel!.src, panel!.items, [...node.path, k], refine)!));
    };
    visit(root);
  });
  // every offered move once (moves that differ in nothing are offered once): the listing, or the title's fuller one;
  // like moves (two like trains of one owner, whose moves read the same) are offered once, by one of them
  const offered = refine.choices?.(panel!.src, legal) ?? legal;
  expect(new Set(found).size).toBe(found.length);
  const offeredKeys = new Set(offered.map((c) => key(c.action)));
  for (const f of found) expect(offeredKeys.has(f)).toBe(true);
  const foundLabels = new Set(offered.filter((c) => found.includes(key(c.action))).map((c) => `${c.action.type}|${c.label}`));
  for (const c of offered) if (!found.includes(key(c.action))) expect(foundLabels, `${c.label} offered by a like move`).toContain(`${c.action.type}|${c.label}`);
  // a listed lay is offered (on its hex, with its tile; a rotation laying the same track as another only once)
  const tile = (a: Action) => String(a.tile).replace(/-\d+$/, '');
  for (const c of legal.filter((x) => x.action.type === 'lay_tile')) {
    expect(offered.some((o) => o.action.type === 'lay_tile' && o.action.entity === c.action.entity && o.action.hex === c.action.hex && tile(o.action) === tile(c.action))).toBe(true);
  }
  return legal.length;
}

describe('turn panel tree', () => {
  it('asks an 18Chesapeake lay as hex, tile, rotation, ending at a legal move; a rotation laying the same track is asked once', () => {
    const full = load(`${FIXTURES_18XX}/18chesapeake-14377.json`);
    const game = replay({ ...full, actions: full.actions.slice(0, 187) });
    const panel = buildPanel('1', game, activePlayers(game)[0]!, xxPanel)!;
    const lay = panel.items.findIndex((i) => i.choices[0]?.action.type === 'lay_tile');
    const hexes = nodeAt(panel.src, panel.items, [lay], xxPanel)!;
    expect(hexes).toMatchObject({ kind: 'question', field: 'hex' });
    const at = (hex: string) => (hexes.kind === 'question' ? hexes.options.findIndex((o) => o.value === hex) : -1);
    expect(hexes.kind === 'question' && hexes.options[at('F2')]!.label).toBe('F2 Harrisburg');
    // D4: tile 8 fits four ways, each a rotation to pick
    const d4 = nodeAt(panel.src, panel.items, [lay, at('D4')], xxPanel)!;
    expect(d4).toMatchObject({ kind: 'question', field: 'tile' });
    const eight = d4.kind === 'question' ? d4.options.findIndex((o) => String(o.value).startsWith('8-')) : -1;
    const rotations = nodeAt(panel.src, panel.items, [lay, at('D4'), eight], xxPanel)!;
    expect(rotations).toMatchObject({ kind: 'question', field: 'rotation' });
    expect(rotations.kind === 'question' && rotations.options.map((o) => o.label)).toEqual(['1', '2', '3', '4']);
    const leaf = nodeAt(panel.src, panel.items, [lay, at('D4'), eight, 1], xxPanel)!;
    expect(leaf.kind).toBe('leaf');
    const action = leaf.kind === 'leaf' ? leaf.actions[0]! : null;
    expect(legalActions(game, activePlayers(game)[0]!).some((c) => JSON.stringify(c.action) === JSON.stringify(action))).toBe(true);
    expect(nodeAt(panel.src, panel.items, [lay, at('D4'), eight, 9], xxPanel)).toBeNull();
    // F2: tile 14's two listed rotations lay the same track (an X turned half way): no question, the move itself
    const f2 = nodeAt(panel.src, panel.items, [lay, at('F2')], xxPanel)!;
    const fourteen = f2.kind === 'question' ? f2.options.findIndex((o) => o.value === '14-1') : -1;
    expect(nodeAt(panel.src, panel.items, [lay, at('F2'), fourteen], xxPanel)).toMatchObject({ kind: 'leaf', actions: [{ type: 'lay_tile', hex: 'F2', tile: '14-1', rotation: 1 }] });
  });

  it('offers every lay the track step lists, not only the 40 legalActions samples', () => {
    const full = load(`${FIXTURES_18XX}/18chesapeake-1905.json`);
    const game = replay({ ...full, actions: full.actions.slice(0, 472) });
    const player = activePlayers(game)[0]!;
    expect(legalActions(game, player).filter((c) => c.action.type === 'lay_tile')).toHaveLength(40);
    const panel = buildPanel('1', game, player, xxPanel)!;
    const lay = panel.items.findIndex((i) => i.choices[0]?.action.type === 'lay_tile');
    const hexes = nodeAt(panel.src, panel.items, [lay], xxPanel)!;
    const state = viewGame(game, player).state as View<GameState>;
    const all = tileLayOffers(state, xxContext(game.def, state)!);
    expect(hexes.kind === 'question' && hexes.options.map((o) => o.value).sort()).toEqual([...new Set(all.map((o) => o.hex))].sort());
  });

  it('offers the run with each dividend as one press', () => {
    const full = load(`${FIXTURES_18XX}/18chesapeake-14377.json`);
    const game = replay({ ...full, actions: full.actions.slice(0, 189) });
    const panel = buildPanel('1', game, activePlayers(game)[0]!, xxPanel)!;
    const chains = panel.items.filter((i) => i.chain);
    expect(chains.map((c) => c.title)).toEqual(['Run for $200 and pay out', 'Run for $200 and withhold']);
    expect(chains[0]!.chain!.actions.map((a) => a.type)).toEqual(['run_routes', 'dividend']);
  });

  for (const [name, file, refine, step] of [
    ['18Chesapeake 14377', `${FIXTURES_18XX}/18chesapeake-14377.json`, xxPanel, 11],
    ['1828 23366', `${FIXTURES_18XX}/1828-23366.json`, xxPanel, 23],
    ['Chicago Express (no refinement)', 'test/fixtures/chicago-express/three-players-chicago.json', {}, 3],
    ['1871 Steel Cities (no refinement)', 'test/fixtures/1871/random-3p-9.json', {}, 23],
  ] as const) {
    it(`every legal move has exactly one path, and every panel fits Discord: ${name}`, () => {
      const full = load(file);
      let checked = 0;
      // every few positions (replayCuts: one replay, read at each cut)
      const cuts = Array.from({ length: Math.floor(full.actions.length / step) + 1 }, (_, k) => k * step);
      for (const [, game] of replayCuts(full, cuts)) checked += checkPosition(game, refine) ? 1 : 0;
      expect(checked).toBeGreaterThan(10);
    }, 120_000);
  }
});

describe('turn panel tree: like moves', () => {
  const src = {} as Parameters<typeof panelItems>[0];
  const buy = (train: string, price: number, from: string): LegalChoice => ({
    action: { type: 'buy_train', entity: 'PRR', train, price },
    label: `Buy ${from}'s ${train.replace(/-\d+$/, '')}-train for $${price}`,
  });
  // a train in words, as a title's panel says it (without words, two ids read otherwise)
  const words: PanelRefinement = { valueLabel: (_s, _t, field, value) => (field === 'train' ? `${String(value).replace(/-\d+$/, '')}-train` : undefined) };

  it('offers two like trains of one owner at the same prices once, asking the price only', () => {
    const choices = [buy('3-0', 1, 'B&O'), buy('3-0', 180, 'B&O'), buy('3-1', 1, 'B&O'), buy('3-1', 180, 'B&O')];
    const items = panelItems(src, choices, words);
    const root = nodeAt(src, items, [0], words)!;
    expect(root).toMatchObject({ kind: 'question', field: 'price' });
    expect(root.kind === 'question' && root.options.map((o) => o.label)).toEqual(["Buy B&O's 3-train for $1", "Buy B&O's 3-train for $180"]);
    const leaf = nodeAt(src, items, [0, 1], words)!;
    expect(leaf.kind === 'leaf' && leaf.actions).toEqual([choices[1]!.action]);
  });

  it('still asks between like-worded options whose moves read otherwise', () => {
    const choices = [buy('3-0', 1, 'B&O'), buy('3-0', 180, 'B&O'), buy('3-1', 1, 'C&O'), buy('3-1', 90, 'C&O')];
    const items = panelItems(src, choices, words);
    const root = nodeAt(src, items, [0], words)!;
    expect(root).toMatchObject({ kind: 'question', field: 'train' });
    expect(root.kind === 'question' && root.options.length).toBe(2);
  });
});
