// Nobody but the bidder sees a bid before the reveal. A Tiny Rails `sealed_lots` game in progress
// (two of three sheets in, one of them replaced; one bidder with closed DMs) is driven through the
// stand-in; then every output each viewer can see (channel and thread messages with their
// components, their own DMs and private replies, files, exports, autocomplete answers) and the
// bot's logs at trace level are scanned for every other bidder's bid values. The bidders' own
// outputs must show their own values (so the scan can see them), and after the reveal the thread does.
// The same again in the second sealed round, while the first round's bids are public.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Pictures are left out of what is compared here (viewerText): each is still drawn, but posted as a blank PNG of its size
// (test/helpers/cheap-png.ts); test/e2e/images.test.ts and test/render check pixels.
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import '../tiny-game/register.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { createLogger } from '../../src/logger.ts';
import { startLocalWorld, type LocalWorld } from '../../src/local/world.ts';
import type { InteractionResult, StandInMessage } from '../../src/standin/index.ts';
import { click, dmSheet, pickAnywhere } from './sealed-helpers.ts';
import { buttonId } from './world.ts';

type Json = any;

let w: LocalWorld;
const logLines: string[] = [];
const seen = new Map<string, string[]>(); // viewer → private texts (replies, autocomplete answers)
const privateMessages = new Map<string, Set<string>>(); // viewer → ids of ephemeral messages they got
const exported: string[] = []; // every export file anyone got, in order

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  w = await startLocalWorld({ log: createLogger('trace', sink), dataDir: 'memory://', managers: [] });
});
afterAll(async () => {
  await w?.stop();
});

/** A sheet's components as their bidder sees them, minus the prices merely offered (all bidders get those). */
function chosenOnly(components: Json[]): Json[] {
  return components.map((row: Json) => ({
    ...row,
    components: (row.components ?? []).map((c: Json) => (c.type === 3 ? { ...c, options: (c.options ?? []).filter((o: Json) => o.default) } : c)),
  }));
}

function messageText(m: StandInMessage): string {
  const files = m.attachments.filter((a) => !/\.png$/i.test(a.filename)).map((a) => a.bytes.toString('utf8'));
  return [m.content, JSON.stringify(m.embeds), JSON.stringify(chosenOnly(m.components)), ...files].join('\n');
}

function note(viewer: string, r: InteractionResult): InteractionResult {
  const ids = privateMessages.get(viewer) ?? new Set<string>();
  for (const m of [r.message, ...r.followUps]) if (m?.ephemeral) ids.add(m.id);
  privateMessages.set(viewer, ids);
  if (r.choices) (seen.get(viewer) ?? seen.set(viewer, []).get(viewer)!).push(JSON.stringify(r.choices));
  for (const a of r.attachments) if (a.filename.endsWith('.json')) exported.push(a.bytes.toString('utf8'));
  for (const a of r.attachments) if (!/\.png$/i.test(a.filename)) (seen.get(viewer) ?? seen.set(viewer, []).get(viewer)!).push(a.bytes.toString('utf8'));
  return r;
}

async function as(viewer: string, command: string, sub: string | undefined, options: Json = {}, channel = w.channelId): Promise<InteractionResult> {
  return note(viewer, await w.sim.slash({ user: w.user(viewer), channel, command, subcommand: sub, options }));
}

async function complete(viewer: string, command: string, sub: string | undefined, focused: string, value: string, channel: string): Promise<void> {
  const choices = await w.sim.autocomplete({ user: w.user(viewer), channel, command, subcommand: sub, options: {}, focused, value });
  (seen.get(viewer) ?? seen.set(viewer, []).get(viewer)!).push(JSON.stringify(choices));
}

/** Everything `viewer` can see: public messages, their DMs, their private replies, what they were sent back. */
function visibleTo(viewer: string, threadId: string): string {
  const pub = [...w.sim.messages(w.channelId), ...w.sim.messages(threadId)];
  const dms = w.sim.dmMessages(w.user(viewer));
  const mine = [...(privateMessages.get(viewer) ?? [])].map((id) => w.sim.message(id)!).filter(Boolean);
  return [...pub, ...dms, ...mine].map(messageText).concat(seen.get(viewer) ?? []).join('\n');
}

const has = (text: string, value: number) => new RegExp(`(?<![0-9])${value}(?![0-9])`).test(text);

// Bid values chosen apart from each other and from the sample prices /move offers (101 per lot).
const SECRETS: Record<string, number[]> = { carol: [117, 123], erin: [113, 127] };
const REPLACED = 129; // carol's first Lot 2 bid, replaced before anyone could see it
const ENCORE: Record<string, number[]> = { carol: [118], erin: [126] }; // the second round (lot 5)
const DRAFTS: Record<string, number[]> = { dave: [119, 121] }; // dave's draft, never submitted

describe('sealed bids stay secret until the reveal', () => {
  let threadId = '';
  let gameId = '';

  it('plays a game into the middle of a sealed round', async () => {
    w.sim.setDmRefused(w.user('erin'));
    w.user('frank'); // a spectator
    const lobby = note('carol', await w.sim.slash({ user: w.user('carol'), channel: w.channelId, command: 'game', subcommand: 'new', options: { title: 'tiny-rails', variant: 'sealed_lots', seat_order: 'joined' } }));
    gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    threadId = (await w.sim.waitFor(() => w.sim.threads(w.channelId).find((t) => t.name === `Tiny Rails #${gameId}`), 20_000)).id;
    for (const u of ['dave', 'erin']) note(u, await w.sim.clickButton({ user: w.user(u), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') }));
    note('carol', await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') }));

    // carol bids by DM, then replaces Lot 2.
    const dm = dmSheet(w, 'carol')!.id;
    await pickAnywhere(w, 'carol', dm, 'Lot 1: 117');
    await pickAnywhere(w, 'carol', dm, `Lot 2: ${REPLACED}`);
    await click(w, 'carol', w.sim.message(dm)!, /^Submit$/);
    await pickAnywhere(w, 'carol', dm, 'Lot 2: 123');
    await click(w, 'carol', w.sim.message(dm)!, /Submit again/);

    // erin (DMs closed) bids in the thread, privately.
    const notice = w.sim.messages(threadId).find((m) => /Sealed bids are open/.test(m.content))!;
    const opened = note('erin', await click(w, 'erin', notice, /Open my bid sheet/));
    await pickAnywhere(w, 'erin', opened.message!.id, 'Lot 1: 113');
    await pickAnywhere(w, 'erin', opened.message!.id, 'Lot 3: 127');
    await click(w, 'erin', w.sim.message(opened.message!.id)!, /^Submit$/);
    expect(w.sim.messages(threadId).map((m) => m.content).join('\n')).toMatch(/Sealed bids in: 2\/3/);

    // dave keeps a draft he has not submitted: one bid set by /bid, one picked on his DM sheet.
    note('dave', await w.sim.slash({ user: w.user('dave'), channel: threadId, command: 'bid', options: { company: 'lot-2', price: DRAFTS.dave![0]! } }));
    await pickAnywhere(w, 'dave', dmSheet(w, 'dave')!.id, `Lot 3: ${DRAFTS.dave![1]}`);
    expect(dmSheet(w, 'dave')!.content).toMatch(new RegExp(`Your draft: Lot 2 \\*\\*${DRAFTS.dave![0]}\\*\\* · Lot 3 \\*\\*${DRAFTS.dave![1]}\\*\\*`));
    expect(w.sim.messages(threadId).map((m) => m.content).join('\n')).not.toMatch(/dave\*\*: submitted/);
  });

  /** Every viewer asks for everything they can see, in the thread and in the channel. */
  async function probe(): Promise<void> {
    for (const v of ['carol', 'dave', 'erin', 'frank']) {
      for (const channel of [threadId, w.channelId]) {
        const game = channel === threadId ? {} : { game: gameId };
        await as(v, 'game', 'status', game, channel);
        await as(v, 'game', 'export', game, channel);
        await as(v, 'status', undefined, game, channel);
        await as(v, 'move', undefined, { action: 'no such move' }, channel);
        await complete(v, 'bid', undefined, 'company', '', channel);
        await complete(v, 'bid', undefined, 'company', '1', channel);
        await complete(v, 'move', undefined, 'action', '', channel);
        await complete(v, 'move', undefined, 'action', 'lot', channel);
        await complete(v, 'game', 'status', 'game', '', channel);
      }
      await as(v, 'game', 'list', {});
      await as(v, 'bid', undefined, {}, threadId);
    }
  }

  function scan(secrets: Record<string, number[]>): void {
    for (const viewer of ['carol', 'dave', 'erin', 'frank']) {
      const text = visibleTo(viewer, threadId);
      for (const [bidder, values] of Object.entries(secrets)) {
        for (const value of values) expect({ viewer, bidder, value, seen: has(text, value) }).toEqual({ viewer, bidder, value, seen: bidder === viewer });
      }
    }
    const logs = logLines.join('');
    expect(logs).toMatch(/action stored/);
    for (const value of Object.values(secrets).flat()) expect({ value, inLogs: has(logs, value) }).toEqual({ value, inLogs: false });
  }

  const exportsSeen = () => exported.slice();

  it('every viewer asks for everything they can', async () => {
    await probe();
    expect(w.sim.messages(threadId).some((m) => /Sealed bids revealed/.test(m.content))).toBe(false);
  });

  it('no viewer sees another bidder\'s values or unsubmitted draft; each bidder sees their own; the logs hold none', () => {
    scan({ ...SECRETS, ...DRAFTS });
    for (const viewer of ['carol', 'dave', 'erin', 'frank']) expect({ viewer, replaced: has(visibleTo(viewer, threadId), REPLACED) }).toEqual({ viewer, replaced: false });
  });

  it('the exports redact both sheets; the logs (trace level) hold no bid', () => {
    const exports = exportsSeen();
    expect(exports.length).toBe(8); // 4 viewers × (thread, channel)
    for (const text of exports) {
      const log = JSON.parse(text) as GameLog;
      const sheets = log.actions.filter((a) => a.type === 'sealed_bids');
      expect(sheets.length).toBe(3);
      for (const a of sheets) expect(Object.keys(a).sort()).toEqual(['entity', 'id', 'sealed', 'type']);
    }
    const logs = logLines.join('');
    expect(logs).toMatch(/action stored/);
    for (const value of [...Object.values(SECRETS).flat(), REPLACED]) expect({ value, inLogs: has(logs, value) }).toEqual({ value, inLogs: false });
  });

  it('after the last sheet the thread shows every bid', async () => {
    // dave takes his draft's bids off again (on either copy of his sheet), sets Lot 4 and submits
    note('dave', await w.sim.slash({ user: w.user('dave'), channel: threadId, command: 'bid', options: { company: 'lot-2', price: 0 } }));
    await pickAnywhere(w, 'dave', dmSheet(w, 'dave')!.id, 'Lot 3: no bid');
    const set = note('dave', await w.sim.slash({ user: w.user('dave'), channel: threadId, command: 'bid', options: { company: 'lot-4', price: 111 } }));
    expect(set.content).toMatch(/Your draft: Lot 4 \*\*111\*\*\n/);
    await click(w, 'dave', set.message!, /^Submit$/);
    const thread = w.sim.messages(threadId).map((m) => m.content).join('\n');
    expect(thread).toMatch(/Sealed bids revealed/);
    const reveal = w.sim.messages(threadId).find((m) => /Sealed bids revealed/.test(m.content))!;
    expect(reveal.content).toMatch(/Lot 1\*\* → carol: bid \$\d+, pays \$113/);
    expect(reveal.content).toMatch(/Lot 3\*\* → erin: bid \$\d+, pays \$101/);
    expect(has(visibleTo('frank', threadId), 113)).toBe(true); // the price carol pays is erin's bid, now public
    // a draft never handed in is never revealed
    scan(DRAFTS);
  });

  it('in the next round (lot 5 went unsold) the new bids are as secret, the revealed ones public', async () => {
    const sheet = dmSheet(w, 'carol')!;
    await pickAnywhere(w, 'carol', sheet.id, `Lot 5: ${ENCORE.carol![0]}`);
    await click(w, 'carol', w.sim.message(sheet.id)!, /^Submit$/);
    const notice = w.sim.messages(threadId).filter((m) => /Sealed bids are open/.test(m.content)).at(-1)!;
    const opened = note('erin', await click(w, 'erin', notice, /Open my bid sheet/));
    await pickAnywhere(w, 'erin', opened.message!.id, `Lot 5: ${ENCORE.erin![0]}`);
    await click(w, 'erin', w.sim.message(opened.message!.id)!, /^Submit$/);
    const before = exportsSeen().length;
    await probe();
    scan(ENCORE);
    const exports = exportsSeen().slice(before);
    expect(exports.length).toBe(8);
    for (const text of exports) {
      const sheets = (JSON.parse(text) as GameLog).actions.filter((a) => a.type === 'sealed_bids');
      expect(sheets.map((a) => (a.sealed ? 'sealed' : a.round))).toEqual(['start', 'start', 'start', 'start', 'sealed', 'sealed']);
    }
  });
});
