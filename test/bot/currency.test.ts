// Money in the title's currency: Shikoku 1889 is played in yen (18xx.games g_1889 formats amounts '¥%s'), so
// everything a player reads of a real 1889 game — each move's thread message, the legal moves' labels, the turn
// panel's buttons and menus, the status, /game log, autocomplete, and the pictures' texts — shows ¥ amounts and
// never a $ one; 1822, in pounds, the same with £; an 18Chesapeake game, played in dollars, shows no ¥.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { applyAction, legalActions, newGame, activePlayers, type LoadedGame } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { buildPanel } from '../../src/bot/panel/build.ts';
import { nodeAt } from '../../src/bot/panel/tree.ts';
import { xxPanel } from '../../src/bot/titles/18xx/panel.ts';
import { movesOf } from '../../src/bot/titles/18xx/moves.ts';
import { buyChoices, parPriceChoices, sellChoices } from '../../src/bot/titles/18xx/stock.ts';
import { tileChoices, tileHexChoices } from '../../src/bot/titles/18xx/track.ts';
import { privateChoices, trainChoices } from '../../src/bot/titles/18xx/operate.ts';
import { moveStory, recentStory } from '../../src/bot/services/story.ts';
import type { SeatRecord } from '../../src/bot/services/store.ts';
import { pictureReports, reportOf } from '../../src/render/index.ts';
import { chartOf } from '../../src/render/chart.ts';
import { FIXTURES_18XX, FIXTURES_NEXT } from '../helpers/shared.ts';

await loadTitlePieces();

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as GameLog;

/** Every text of a game a player reads, at a few points of it (pictures at a few points: they are slow). */
function textsOf(log: GameLog, upTo: number): string[] {
  let game: LoadedGame = newGame(log.title, log.players, log.settings);
  const seats = log.players.map((p, i) => ({ gameId: '1', position: i, userId: null, playerId: String(p.id), name: p.name })) as unknown as SeatRecord[];
  const out: string[] = [];
  const actions = effectiveActions(log.actions).filter((a) => a.type !== 'message').slice(0, upTo);
  for (const [n, action] of actions.entries()) {
    const before = game;
    game = applyAction(game, action);
    out.push(...moveStory(viewGame(before, null), viewGame(game, null), action, '', '', seats));
    if (n % 5) continue;
    out.push(game.def.describe(viewGame(game, null).state));
    for (const p of activePlayers(game)) {
      out.push(...legalActions(game, p).map((c) => c.label));
      const panel = buildPanel('1', game, p, xxPanel);
      for (const [i, item] of (panel?.items ?? []).entries()) {
        out.push(item.title, item.chain?.label ?? '');
        const q = nodeAt(panel!.src, panel!.items, [i], xxPanel);
        if (q?.kind === 'question') out.push(...q.options.map((o) => o.label));
      }
      const m = movesOf(game, p);
      if (m) out.push(...[buyChoices(m), sellChoices(m), parPriceChoices(m, null), tileHexChoices(m), tileChoices(m, null), trainChoices(m), privateChoices(m)].flat().map((c) => c.name));
    }
    if (n % 60 === 0) {
      const view = viewGame(game, null);
      for (const kind of ['status', 'market', 'map'] as const) out.push(...pictureReports(view, kind).flatMap((r) => r.texts));
    }
  }
  out.push(...recentStory(viewGame(game, null), seats, 40));
  out.push(...reportOf(() => [{ canvas: chartOf(viewGame(game, null)), label: 'chart' }]).flatMap((r) => r.texts));
  return out;
}

const amounts = (texts: string[], symbol: string) => texts.flatMap((t) => [...t.matchAll(new RegExp(`\\${symbol}\\d+`, 'g'))].map((m) => `${m[0]} in "${t}"`));

describe('money in the title’s currency', () => {
  it('Shikoku 1889 (962): yen everywhere, no dollar', { timeout: 240_000 }, () => {
    const texts = textsOf(read(`${FIXTURES_NEXT}/1889-962.json`), 300);
    expect(amounts(texts, '¥').length).toBeGreaterThan(100);
    expect(amounts(texts, '$').slice(0, 20)).toEqual([]);
  });

  it('1822NRS (128129, its first 100 actions): pounds everywhere, no dollar', { timeout: 240_000 }, () => {
    const texts = textsOf(read(`${FIXTURES_NEXT}/1822nrs-128129.json`), 100);
    expect(amounts(texts, '£').length).toBeGreaterThan(100);
    expect(amounts(texts, '$').slice(0, 20)).toEqual([]);
  });

  it('18Chesapeake (1905): dollars, no yen', { timeout: 240_000 }, () => {
    const texts = textsOf(read(`${FIXTURES_18XX}/18chesapeake-1905.json`), 120);
    expect(amounts(texts, '$').length).toBeGreaterThan(100);
    expect(amounts(texts, '¥')).toEqual([]);
  });
});
