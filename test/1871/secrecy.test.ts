// Secrecy on the rebuilt title: before the reveal, nothing anyone but the bidder can see depends on the bidder's
// sheet — the view, the describe text, the envelope, legal moves, the status, the thread's words, the story, the
// history, the chart and the pictures, all built from the viewer's GameView as the bot builds them.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, publicEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { LiveGame } from '../../src/bot/services/games.ts';
import type { GameRecord } from '../../src/bot/services/store.ts';
import { changedLines, moveMessage, statusText } from '../../src/bot/services/status.ts';
import { moveStory, recentStory } from '../../src/bot/services/story.ts';
import { imagesForAction } from '../../src/bot/services/image-policy.ts';
import { worthSeries } from '../../src/render/worth-series.ts';
import { renderStatusPages } from '../../src/render/index.ts';

const players = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }));

function start(): LoadedGame {
  return newGame('1871-steel-cities', players, { seed: 3, data_version: '2' });
}
const sealed = start().def.sealed!;
const items = sealed.sheet(start().state, null)!.items;
const [first, second, third] = items;

function gameWith(annBids: Record<string, number>): { before: LoadedGame; after: LoadedGame } {
  let g = start();
  g = applyAction(g, sealed.submit(g.state, 'b', { [third!.id]: third!.prices[1]! }));
  const before = g;
  g = applyAction(g, sealed.submit(g.state, 'a', annBids));
  return { before, after: g };
}

function liveOf(game: LoadedGame): LiveGame {
  return { record: { id: '1', title: game.def.id, status: 'active' } as GameRecord, seats: [], game, actors: [] };
}

function outputsFor({ before, after: g }: { before: LoadedGame; after: LoadedGame }, viewer: string | null) {
  const def = g.def;
  const s = g.state as GameState;
  const v = viewGame(g, viewer);
  const was = viewGame(before, viewer);
  const action = v.log.at(-1)!;
  return {
    view: def.view(s, viewer),
    describe: def.describe(def.view(s, viewer)),
    envelope: publicEnvelope(g),
    legal: viewer ? legalActions(g, viewer) : [],
    sheet: sealed.sheet(s, viewer),
    reveal: sealed.lastReveal(s),
    events: g.events,
    result: def.result(s),
    active: def.activePlayers(s),
    gameView: { state: v.state, log: v.log, events: v.events, finished: v.finished, active: v.active, result: v.result(), envelope: v.envelope() },
    status: statusText(liveOf(g)),
    thread: moveMessage(liveOf(g), was, moveStory(was, v, action, 'hands in a bid sheet', 'A', []), false),
    changed: changedLines(was, v),
    story: recentStory(v, [], 5),
    history: [...v.history()].map((step) => ({ action: step.action, events: step.events, view: step.view() })),
    chart: worthSeries(v),
    pictures: imagesForAction(was, v, action),
    statusPicture: renderStatusPages(v).map((p) => p.png),
  };
}

describe('1871 sealed bids stay secret until the reveal (the title on the shared engine)', () => {
  const one = gameWith({ [first!.id]: first!.prices[2]!, [second!.id]: second!.prices[0]! });
  const two = gameWith({ [first!.id]: first!.prices[0]! });

  it.each([null, 'b', 'c', 'd'])('viewer %s sees the same whatever Ann bid', (viewer) => {
    expect(outputsFor(one, viewer)).toEqual(outputsFor(two, viewer));
  });

  it('Ann sees her own sheet (the check above can fail)', () => {
    const a1 = outputsFor(one, 'a');
    const a2 = outputsFor(two, 'a');
    expect(a1.gameView).not.toEqual(a2.gameView);
    expect(a1.history).not.toEqual(a2.history);
    expect(sealed.sheet(one.after.state, 'a')!.bids).toEqual({ [first!.id]: first!.prices[2], [second!.id]: second!.prices[0] });
  });

  it('after the reveal everyone sees every sheet', () => {
    let g = one.after;
    for (const p of ['c', 'd']) g = applyAction(g, sealed.submit(g.state, p, {}));
    const reveal = sealed.lastReveal(g.state)!;
    expect(reveal.sheets.find((x) => x.player === 'a')!.bids).toEqual({ [first!.id]: first!.prices[2], [second!.id]: second!.prices[0] });
    expect(JSON.stringify(viewGame(g, 'd').log)).toContain(`"${second!.id}":${second!.prices[0]}`);
  });
});
