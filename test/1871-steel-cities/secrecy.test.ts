// Secrecy: before the reveal, nothing anyone but the bidder can see depends on the bidder's sheet.
// Two games differ only in Ann's sheet; every output for every other viewer must be identical — the engine's
// answers and everything the bot and renderers build from the viewer's GameView (src/engine/view.ts).
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, publicEnvelope, type LoadedGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import steel from '../../src/engine/titles/1871-steel-cities/index.ts';
import type { SteelState } from '../../src/engine/titles/1871-steel-cities/state.ts';
import type { SteelView } from '../../src/engine/titles/1871-steel-cities/view.ts';
import type { LiveGame } from '../../src/bot/services/games.ts';
import type { GameRecord } from '../../src/bot/services/store.ts';
import { changedLines, moveMessage, statusText } from '../../src/bot/services/status.ts';
import { moveStory, recentStory } from '../../src/bot/services/story.ts';
import { imagesForAction } from '../../src/bot/services/image-policy.ts';
import { worthSeries } from '../../src/render/worth-series.ts';
import { renderStatusPages } from '../../src/render/index.ts';

const players = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id.toUpperCase() }));
const bobSheet = { type: 'sealed_bids', entity: 'b', entity_type: 'player', round: 'sr1-a', bids: { M3: 160 } };

function gameWith(annBids: Record<string, number>): { before: LoadedGame; after: LoadedGame } {
  let g = newGame('1871-steel-cities', players, { seed: 3, data_version: '1' });
  g = applyAction(g, bobSheet);
  const before = g;
  g = applyAction(g, { type: 'sealed_bids', entity: 'a', entity_type: 'player', round: 'sr1-a', bids: annBids });
  return { before, after: g };
}

function liveOf(game: LoadedGame): LiveGame {
  return { record: { id: '1', title: game.def.id, status: 'active' } as GameRecord, seats: [], game, actors: [] };
}

function outputsFor({ before, after: g }: { before: LoadedGame; after: LoadedGame }, viewer: string | null) {
  const s = g.state as SteelState;
  const v = viewGame(g, viewer);
  const was = viewGame(before, viewer);
  const action = v.log.at(-1)!;
  return {
    view: steel.view(s, viewer),
    describe: steel.describe(steel.view(s, viewer)),
    envelope: publicEnvelope(g),
    legal: viewer ? legalActions(g, viewer) : [],
    sheet: steel.sealed.sheet(s, viewer),
    reveal: steel.sealed.lastReveal(s),
    events: g.events,
    result: steel.result(s),
    active: steel.activePlayers(s),
    // what the bot and the renderers build, from the viewer's GameView
    gameView: { state: v.state, log: v.log, events: v.events, finished: v.finished, active: v.active, result: v.result(), envelope: v.envelope() },
    status: statusText(liveOf(g)),
    thread: moveMessage(liveOf(g), was, moveStory(was, v, action, 'submitted their sealed bids', 'A', []), false),
    changed: changedLines(was, v),
    story: recentStory(v, [], 5),
    history: [...v.history()].map((step) => ({ action: step.action, events: step.events, view: step.view() })),
    chart: worthSeries(v),
    pictures: imagesForAction(was, v, action),
    statusPicture: renderStatusPages(v).map((p) => p.png),
  };
}

describe('1871 sealed bids stay secret until the reveal', () => {
  const one = gameWith({ M2: 180, P3: 50 });
  const two = gameWith({ M1: 100 });

  it.each([null, 'b', 'c', 'd'])('viewer %s sees the same whatever Ann bid', (viewer) => {
    expect(outputsFor(one, viewer)).toEqual(outputsFor(two, viewer));
  });

  it('Ann sees her own sheet (the check above can fail)', () => {
    const a1 = outputsFor(one, 'a');
    const a2 = outputsFor(two, 'a');
    expect(a1).not.toEqual(a2);
    // in her own view and in the history, export and /game log she is shown
    expect(a1.gameView).not.toEqual(a2.gameView);
    expect(a1.history).not.toEqual(a2.history);
    expect(steel.sealed.sheet(one.after.state, 'a')!.bids).toEqual({ M2: 180, P3: 50 });
    expect(viewGame<SteelView>(one.after, 'a').state.open!.mine).toEqual({ M2: 180, P3: 50 });
  });

  it("the view has no sheet of anyone else: no field holds another bidder's bids", () => {
    for (const viewer of [null, 'b', 'c', 'd']) {
      const text = JSON.stringify(viewGame(one.after, viewer).state);
      expect(text).not.toMatch(/"M2":180|"P3":50/);
      expect(JSON.stringify(viewGame(one.after, viewer).log)).not.toMatch(/"M2":180|"P3":50/);
    }
    // Bob's own sheet is in his view only
    expect(JSON.stringify(viewGame(one.after, 'b').state)).toContain('"M3":160');
    expect(JSON.stringify(viewGame(one.after, 'c').state)).not.toContain('"M3":160');
  });

  it('after the reveal everyone sees every sheet', () => {
    let g = one.after;
    for (const p of ['c', 'd']) g = applyAction(g, { type: 'sealed_bids', entity: p, entity_type: 'player', round: 'sr1-a', bids: {} });
    expect(steel.sealed.lastReveal(g.state)!.sheets[0]).toEqual({ player: 'a', bids: { M2: 180, P3: 50 } });
    expect(steel.view(g.state, 'd')).toMatchObject({ open: { round: 'sr1-b', submitted: [], mine: null } });
    expect(JSON.stringify(viewGame(g, 'd').log)).toMatch(/"M2":180/);
    expect(JSON.stringify(viewGame(g, null).envelope())).toMatch(/"M2":180/);
  });
});

/**
 * Outputs take views only. Checked by tsc (`npx tsc --noEmit` covers test/), not run: each line marked
 * @ts-expect-error fails the type check the day it becomes legal.
 */
export function outputsTakeViewsOnly(): void {
  const { before, after } = gameWith({ M1: 100 });
  // @ts-expect-error a renderer draws a GameView, never a LoadedGame
  renderStatusPages(after);
  // @ts-expect-error the story is told from GameViews
  moveStory(before, after, bobSheet, '', 'B', []);
  // @ts-expect-error a title describes its view, never its state
  steel.describe(after.state as SteelState);
}
