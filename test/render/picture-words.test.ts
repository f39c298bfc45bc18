// Players' words in pictures: every text a picture draws (text.ts records them, render/index.ts reportOf) is
// scanned like the thread's words (test/helpers/words-scan.ts): no internal ids — a company by name, or by a
// short label the same picture defines — and money in the title's currency. Real or played games of every
// title with a renderer, at a few positions: the status pages, the market, the full map and a close-up.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, applyAction, legalActions, newGame, replay, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { pictureReports, rendererFor } from '../../src/render/index.ts';
import { LATEST_DATA_VERSION } from '../../src/engine/titles/1871/data/index.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';

await loadTitlePieces();

/** A game played from set-up by a seeded policy (random legal moves, laying track where it can). */
function played(title: string, players: number, seed: number, moves: number, settings: Record<string, unknown> = {}): LoadedGame {
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i}`, name: `Player ${i + 1}` }));
  let g = newGame(title, seats, { seed, ...settings });
  const rng = new SeededRandom(seed);
  while (!g.def.finished(g.state) && g.log.length < moves) {
    const who = activePlayers(g);
    if (!who.length) break;
    const choices = legalActions(g, who[rng.next() % who.length]!);
    const lays = choices.filter((c) => c.action.type === 'lay_tile' || c.action.type === 'place_token');
    const pool = lays.length && rng.next() % 10 < 6 ? lays : choices;
    g = applyAction(g, pool[rng.next() % pool.length]!.action);
  }
  return g;
}

/** A real game replayed up to `fraction` of its moves. */
function realAt(file: string, fraction: number): LoadedGame {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  const actions = effectiveActions(log.actions);
  return replay({ ...log, actions: actions.slice(0, Math.round(actions.length * fraction)) });
}

/** Every picture the thread and the commands show of `game`, with the texts each draws. */
function pictures(game: LoadedGame): { where: string; texts: string[] }[] {
  const view = viewGame(game, null);
  const hexes = rendererFor(view)!.hexes(view);
  const hex = hexes[Math.floor(hexes.length / 2)]!.id;
  return [
    ...pictureReports(view, 'status').map((r) => ({ where: r.label, texts: r.texts })),
    ...pictureReports(view, 'market').map((r) => ({ where: 'market', texts: r.texts })),
    ...pictureReports(view, 'map').map((r) => ({ where: 'map', texts: r.texts })),
    ...pictureReports(view, 'map', { around: hex }).map((r) => ({ where: `close-up around ${hex}`, texts: r.texts })),
  ];
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A short label may stand for a company on a picture that says what it stands for ("B&O = Baltimore & Ohio",
 * "B&O Baltimore & Ohio" or "Baltimore & Ohio (B&O)", its words possibly wrapped onto several lines) when it is
 * made from the name (its letters in the name's order, the first the name's first): a printed abbreviation, not
 * an internal id such as 1871's "M5" or "P3".
 */
function definedOn(texts: string[], label: string, name: string): boolean {
  const letters = label.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  const of = name.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  let at = 0;
  for (const ch of letters) {
    at = of.indexOf(ch, at) + 1;
    if (!at) return false;
  }
  if (letters[0] !== of[0]) return false;
  const all = texts.join(' ').replace(/\s+/g, ' ');
  const said = new RegExp(`(?<![\\w&-])${esc(label)}(?: =)? ${esc(name)}|${esc(name)} \\(${esc(label)}\\)`);
  return said.test(all);
}
const GAMES: [string, () => LoadedGame[]][] = [
  ['1871 played 4p', () => [played('1871-steel-cities', 4, 4, 260, { data_version: LATEST_DATA_VERSION })]],
  ['1871 played 5p', () => [played('1871-steel-cities', 5, 5, 400, { data_version: LATEST_DATA_VERSION })]],
  ['18Chesapeake 1905', () => [0.3, 1].map((f) => realAt(join(FIXTURES_18XX, '18chesapeake-1905.json'), f))],
  ['1828 23366', () => [0.2, 0.8].map((f) => realAt(join(FIXTURES_18XX, '1828-23366.json'), f))],
  ['1830 26855', () => [0.5].map((f) => realAt(join(FIXTURES_NEXT, '1830-26855.json'), f))],
  ['1889 962', () => [0.3, 1].map((f) => realAt(join(FIXTURES_NEXT, '1889-962.json'), f))],
  // 1822: MRS to its (hand-made) end, and NRS in its first operating rounds
  ['1822MRS 2227, 1822NRS 128129', () => [realAt(join(FIXTURES_NEXT, '1822mrs-2227.json'), 1), realAt(join(FIXTURES_NEXT, '1822nrs-128129.json'), 0.6)]],
];

describe('pictures show companies by name and nothing internal', () => {
  it.each(GAMES)('%s', (_name, load) => {
    const found: string[] = [];
    for (const game of load()) {
      const book = wordsBook(game);
      for (const { where, texts } of pictures(game)) {
        // the labels this picture defines are no ids on it
        const here = { ...book, companies: new Map([...book.companies].filter(([id, name]) => !definedOn(texts, id, name))) };
        // (a text of train names alone, "P2 F1", names trains: 1871's P2-train is no private)
        const trainsOnly = (text: string) => text.split(/\s+/).every((w) => book.trains.has(w));
        const noCompanies = { ...here, companies: new Map(), hexLike: new Map() };
        for (const text of texts) for (const bad of scanWords(text, trainsOnly(text) ? noCompanies : here)) found.push(`${where}: ${bad} in "${text}"`);
      }
    }
    expect([...new Set(found)].slice(0, 30)).toEqual([]);
  });
});
