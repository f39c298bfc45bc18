// A quiet thread (issue 28 part 5), through the stand-in with a real discord.js client: /game status, /map,
// /market and /status asked by one player answer only them (ephemeral: nothing lands in the thread) unless they
// pass public:true; an undo posts the move it took back in words and one picture of what changed, not the map,
// the market and the status.
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult } from '../../src/standin/index.ts';
import { importAndSeat, slash, startWorld, withThreadPost } from './world.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

await loadTitlePieces();

const chesapeake = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-14377.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol' };
// B&O lays tile 14 on F2, then places a token there (see 18chesapeake-commands.test.ts)
const CUT = 187;

let w: LocalWorld;
let g = { gameId: '', threadId: '' };
beforeAll(async () => {
  w = await startWorld();
  g = await importAndSeat(w, toEnvelope(replay({ ...chesapeake, actions: chesapeake.actions.slice(0, CUT) })), 'quiet', USERS);
}, 60_000);
afterAll(async () => {
  await w?.stop();
});

/** Everything anyone sees in the thread (ephemeral messages are their recipient's only). */
const threadSeen = () => w.sim.messages(g.threadId);
const pngs = (r: { attachments: { filename: string }[] }) => r.attachments.filter((a) => a.filename.endsWith('.png'));

describe('looking at a game answers only the one who asked', () => {
  for (const [command, subcommand] of [['game', 'status'], ['map', undefined], ['market', undefined], ['status', undefined]] as const) {
    const name = `/${command}${subcommand ? ` ${subcommand}` : ''}`;
    it(`${name} is private by default, public with public:true`, async () => {
      const before = threadSeen().length;
      const r: InteractionResult = await slash(w, 'bob', command, subcommand, {}, g.threadId);
      expect(r.ephemeral, name).toBe(true);
      expect(pngs(r).length, name).toBeGreaterThan(0);
      // nothing in the thread for the others: the answer is bob's alone
      expect(threadSeen().length).toBe(before);
      expect(w.sim.messages(g.threadId, { includeEphemeral: true }).filter((m) => m.ephemeral && m.interactionId === r.interactionId).length).toBeGreaterThan(0);

      const open = await slash(w, 'bob', command, subcommand, { public: true }, g.threadId);
      expect(open.ephemeral, name).toBe(false);
      expect(pngs(open).length).toBeGreaterThan(0);
      expect(threadSeen().length).toBeGreaterThan(before);
    }, 60_000);
  }
});

describe('an undo posts what it took back and one picture', () => {
  const actorOf = () => {
    const partial = replay({ ...chesapeake, actions: chesapeake.actions.slice(0, CUT) });
    const active = String(partial.def.activePlayers(partial.state)[0]);
    return USERS[chesapeake.players.find((p) => String(p.id) === active)!.name]!;
  };

  it('taking back a token: its words and a close-up of that hex, nothing else', async () => {
    const actor = actorOf();
    const laid = chesapeake.actions[CUT]!;
    const lay = await withThreadPost(w, await slash(w, actor, 'tile', undefined, { hex: String(laid.hex), tile: String(laid.tile), rotation: String(laid.rotation) }, g.threadId));
    expect(lay.content).toMatch(/✅/);
    const token = await withThreadPost(w, await slash(w, actor, 'token', undefined, { city: String(laid.hex) }, g.threadId));
    expect(token.content).toMatch(/✅/);

    const undo = await withThreadPost(w, await slash(w, actor, 'game', 'undo', {}, g.threadId));
    const post = undo.followUps.find((m) => !m.ephemeral)!;
    expect(post.content).toMatch(/took back their last move: .*token/i);
    const pictures = pngs(post).map((a) => a.filename);
    expect(pictures).toEqual([`game-${g.gameId}-${CUT + 3}-map-closeup.png`]);

    // and the tile lay before it: its words, again one close-up
    const again = await withThreadPost(w, await slash(w, actor, 'game', 'undo', {}, g.threadId));
    const post2 = again.followUps.find((m) => !m.ephemeral)!;
    expect(post2.content).toMatch(/took back their last move: .*tile/i);
    expect(pngs(post2)).toHaveLength(1);
  }, 90_000);
});
