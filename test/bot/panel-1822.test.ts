// 1822's moves through the turn panel (src/bot/titles/1822/panel.ts on the 18xx one) along a real 18xx.games game
// (1822MRS 35936, as far as our engine agrees with it): every move the engine lists is reachable, once, in words
// without ids — bids into the bid boxes (at several prices), pars, buys and sales, lays, tokens, destination
// tokens, runs, dividends, trains, privates acquired, minors acquired with their payment and token choices, share
// issues, P9's doubled cash, loans paid off; the turn's "you may" line and the 18xx commands' autocomplete in the
// same words. And whose consent an acquisition needs in live play.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, applyAction, consentNeeded, legalActions, newGame, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { Action, GameLog, PlayerId } from '../../src/engine/types.ts';
import { buildPanel } from '../../src/bot/panel/build.ts';
import { mayLine } from '../../src/bot/services/status.ts';
import { movesOf } from '../../src/bot/titles/18xx/moves.ts';
import { buyChoices, parPriceChoices, sellChoices } from '../../src/bot/titles/18xx/stock.ts';
import { tileChoices, tileHexChoices } from '../../src/bot/titles/18xx/track.ts';
import { privateChoices, trainChoices } from '../../src/bot/titles/18xx/operate.ts';
import { viewGame } from '../../src/engine/view.ts';
import { nodeAt, type PanelNode } from '../../src/bot/panel/tree.ts';
import { panel1822 } from '../../src/bot/titles/1822/panel.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';
import { scanWords, wordsBook } from '../helpers/words-scan.ts';

await loadTitlePieces();

const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-35936.json`, 'utf8')) as GameLog;
/** As far as our engine follows this game (test/1822/progress.test.ts; its first refused move is later). */
const UPTO = 340;
const key = (a: Action) => JSON.stringify(Object.entries(a).sort(([x], [y]) => x.localeCompare(y)));
/** A move as a player tells it apart: its kind, who, and what (an 18xx lay by hex and tile; the panel numbers its rotations). */
const kind = (a: Action) => (a.type === 'choose' || a.type === 'sell_shares' || a.type === 'buy_shares' ? `${a.type}:${String(a.entity_type)}:${String(a.choice ?? '')}` : a.type);

/** The panel's words and leaves for `player` now. */
function walk(game: LoadedGame, player: PlayerId): { words: string[]; leaves: Action[]; presses: string[] } {
  const panel = buildPanel('1', game, player, panel1822)!;
  const words: string[] = [];
  const leaves: Action[] = [];
  // (each press's whole move: a chained one, "Run for £X and pay out", starts with a move offered alone too)
  const presses: string[] = [];
  const visit = (node: PanelNode) => {
    if (node.kind === 'leaf') {
      words.push(node.label);
      presses.push(node.actions.map(key).join('+'));
      return void leaves.push(node.actions[0]!);
    }
    words.push(node.title, ...node.options.map((o) => o.label));
    node.options.forEach((_, k) => visit(nodeAt(panel.src, panel.items, [...node.path, k], panel1822)!));
  };
  panel.items.forEach((item, n) => {
    words.push(item.title, item.chain?.label ?? '');
    visit(nodeAt(panel.src, panel.items, [n], panel1822)!);
  });
  return { words, leaves, presses };
}

describe('1822 turn panel', () => {
  it('reaches every listed move, in words without ids, along 1822MRS 35936', { timeout: 240_000 }, () => {
    let game = newGame(log.title, log.players, log.settings);
    const book = wordsBook(game);
    const kinds = new Set<string>();
    const bad: string[] = [];
    const actions = effectiveActions(log.actions).filter((a) => a.type !== 'message').slice(0, UPTO);
    for (const [n, action] of actions.entries()) {
      for (const player of activePlayers(game)) {
        const listed = legalActions(game, player).map((c) => c.action);
        // (at every position) the 18xx commands' autocomplete (/buy, /sell, /par, /tile, /train, /private) in the same words
        const m = movesOf(game, player);
        const typed = m ? [buyChoices(m), sellChoices(m), parPriceChoices(m, null), tileHexChoices(m), tileChoices(m, null), trainChoices(m), privateChoices(m)].flat() : [];
        for (const c of typed) for (const b of scanWords(c.name, book)) bad.push(`position ${n}: ${b} in autocomplete "${c.name}"`);
        const fresh = listed.some((a) => !kinds.has(kind(a)));
        if (n % 6 && !fresh) continue;
        listed.forEach((a) => kinds.add(kind(a)));
        const { words, leaves, presses } = walk(game, player);
        expect(new Set(presses).size, `position ${n}: a move twice`).toBe(presses.length);
        const reached = new Set(leaves.map(key));
        for (const a of listed) {
          // a lay: its hex and tile (each rotation that lays other track is asked with the picture); a bid: its lowest price among others
          const found =
            a.type === 'lay_tile'
              ? leaves.some((l) => l.type === 'lay_tile' && String(l.entity) === String(a.entity) && l.hex === a.hex && String(l.tile).split('-')[0] === String(a.tile).split('-')[0])
              : reached.has(key(a));
          expect(found, `position ${n}: ${JSON.stringify(a)} not on the panel`).toBe(true);
        }
        for (const w of words) for (const b of scanWords(w, book)) bad.push(`position ${n}: ${b} in "${w}"`);
        // the turn's "you may …" line names each kind of move in 1822's words
        const may = mayLine(viewGame(game, null), player);
        for (const b of scanWords(may, book)) bad.push(`position ${n}: ${b} in "${may}"`);
        if (/another move|merger/.test(may)) bad.push(`position ${n}: "${may}" for ${[...new Set(listed.map((a) => a.type))].join(', ')}`);
      }
      game = applyAction(game, action);
    }
    expect(bad.slice(0, 20)).toEqual([]);
    for (const k of ['bid', 'par', 'buy_shares:player:', 'sell_shares:player:', 'lay_tile', 'place_token', 'hex_token', 'run_routes', 'dividend', 'buy_train', 'acquire_company', 'merge', 'choose:corporation:two_shares', 'choose:corporation:exchange', 'sell_shares:corporation:', 'choose:player:double', 'payoff_player_debt']) {
      expect(kinds.has(k), k).toBe(true);
    }
  });

  it('offers a bid-box bid at its lowest price and higher ones, in steps the engine accepts', () => {
    const game = newGame(log.title, log.players, log.settings);
    const player = activePlayers(game)[0]!;
    const { leaves } = walk(game, player);
    const lowest = legalActions(game, player).find((c) => c.action.type === 'bid')!.action;
    const prices = leaves.filter((l) => l.type === 'bid' && l.company === lowest.company).map((l) => Number(l.price));
    expect(prices[0]).toBe(Number(lowest.price));
    expect(prices.length).toBeGreaterThan(10);
    // each price offered is accepted
    for (const price of [prices[1]!, prices.at(-1)!]) expect(() => applyAction(game, { ...lowest, price })).not.toThrow();
  });
});

describe('1822 consent', () => {
  it("asks a minor's owner before another player's major acquires it, and a private's owner before another's operator acquires it", () => {
    let game = newGame(log.title, log.players, log.settings);
    const actions = effectiveActions(log.actions).filter((a) => a.type !== 'message');
    const checked = new Set<string>();
    for (const action of actions.slice(0, UPTO)) {
      for (const player of activePlayers(game)) {
        for (const { action: a } of legalActions(game, player).filter((c) => c.action.type === 'merge' || c.action.type === 'acquire_company')) {
          const state = game.state as GameState;
          const president = state.corps.find((c) => c.sym === String(a.entity))!.president!;
          const other = state.players.find((p) => p.id !== president)!.id;
          // as the game has it (the operator's president owns what it takes): nobody to ask
          const owner = a.type === 'merge' ? state.corps.find((c) => c.sym === String(a.corporation))!.president : state.companies.find((c) => c.sym === String(a.company))!.owner;
          if (owner === president) expect(consentNeeded(game, a)).toBeNull();
          // the same move when another player owns it: that player is asked
          const theirs = structuredClone(game.state) as GameState;
          if (a.type === 'merge') theirs.corps.find((c) => c.sym === String(a.corporation))!.president = other;
          else theirs.companies.find((c) => c.sym === String(a.company))!.owner = other;
          expect(consentNeeded({ ...game, state: theirs }, a)).toBe(other);
          checked.add(a.type);
        }
      }
      game = applyAction(game, action);
    }
    expect([...checked].sort()).toEqual(['acquire_company', 'merge']);
  });
});
