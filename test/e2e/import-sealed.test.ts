// Import of an export with seat claims, simultaneous sealed bids, abandon, and the seq guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame, applyAction, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, privately, slash, startWorld } from './world.ts';

let w: LocalWorld;

beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const text = (channelId: string) => w.sim.messages(channelId).map((m) => m.content).join('\n---\n');

function exportOf(): GameLog {
  let g = newGame('Tiny Rails', [{ id: 1, name: 'Ann' }, { id: 2, name: 'Ben' }], { seed: 42 });
  g = applyAction(g, { type: 'add', entity: 1, amount: 3, id: 1 });
  g = applyAction(g, { type: 'add', entity: 2, amount: 2, id: 2 });
  return { id: 777, ...toEnvelope(g) };
}

describe('import', () => {
  it('refuses a file that is not an export', async () => {
    const r = await slash(w, 'alice', 'game', 'import', { file: { filename: 'x.json', bytes: Buffer.from('{"hello":1}') } });
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/not an 18xx\.games export/);
  });

  it('replays an export, lets people claim seats, then continues in the thread', async () => {
    const bytes = Buffer.from(JSON.stringify(exportOf()));
    const reply = await slash(w, 'alice', 'game', 'import', { file: { filename: 'tiny.json', bytes } });
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toMatch(/Imported game #\d+/);
    const r = w.sim.messages(w.channelId).at(-1)!;
    expect(r.content).toMatch(/imported 2 actions of Tiny Rails/);
    const messageId = r.id;
    const thread = w.sim.threads(w.channelId).find((t) => t.name?.startsWith('Tiny Rails'))!;
    await w.sim.clickButton({ user: w.user('bob'), messageId, customId: buttonId(r, 'Claim seat: Ben') });
    const twice = await privately(w, await w.sim.clickButton({ user: w.user('bob'), messageId, customId: buttonId(r, 'Claim seat: Ann') }));
    expect(twice.ephemeral).toBe(true);
    expect(twice.content).toMatch(/already hold Ben/);
    const early = await slash(w, 'bob', 'move', undefined, { action: 'Add 1' }, thread.id);
    expect(early.content).toMatch(/not started yet/);
    await w.sim.clickButton({ user: w.user('alice'), messageId, customId: buttonId(r, 'Claim seat: Ann') });
    expect(text(thread.id)).toMatch(/Every seat is claimed[\s\S]*Counter: 5\/10[\s\S]*Your move, <@\d+>/);
    expect(text(thread.id)).toContain(`Your move, <@${w.user('alice')}>`);
    const move = await slash(w, 'alice', 'move', undefined, { action: 'Add 1' }, thread.id);
    expect(move.content).toMatch(/✅ Add 1/);
    const exp = await slash(w, 'bob', 'game', 'export', {}, thread.id);
    const log = JSON.parse(exp.attachments[0]!.bytes.toString('utf8')) as GameLog;
    expect(log.players).toEqual([{ id: 1, name: 'Ann' }, { id: 2, name: 'Ben' }]);
    expect(log.actions.at(-1)).toMatchObject({ type: 'add', entity: 1, amount: 1, id: 3 });
  });
});

describe('sealed bids and the seq guard', () => {
  let threadId = '';
  let gameId = '';

  it('takes simultaneous sealed bids without revealing them', async () => {
    const lobby = await slash(w, 'carol', 'game', 'new', { title: 'tiny-rails', variant: 'sealed_start' });
    gameId = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    threadId = w.sim.threads(w.channelId).find((t) => t.name === `Tiny Rails #${gameId}`)!.id;
    await w.sim.clickButton({ user: w.user('dave'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    await w.sim.clickButton({ user: w.user('carol'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') });
    expect(text(threadId)).toMatch(/Waiting on <@\d+>, <@\d+>/);
    const companies = await w.sim.autocomplete({ user: w.user('dave'), channel: threadId, command: 'bid', options: {}, focused: 'company', value: '' });
    expect(companies.map((c) => c.value)).toEqual(['first-move']);
    // Bids go into each bidder's sealed sheet (test/e2e/sealed-sheets.test.ts drives the sheets themselves).
    // /bid sets the bid in each one's draft (nothing handed in); both press Submit at once.
    const [da, db] = await Promise.all([
      slash(w, 'carol', 'bid', undefined, { company: 'first-move', price: 2 }, threadId),
      slash(w, 'dave', 'bid', undefined, { company: 'first-move', price: 5 }, threadId),
    ]);
    expect(da.ephemeral && db.ephemeral).toBe(true);
    expect(da.content).toMatch(/^✏️ Your draft now bids \*\*2\*\* on First move/);
    expect(db.content).toMatch(/^✏️ Your draft now bids \*\*5\*\* on First move/);
    await Promise.all([
      w.sim.clickButton({ user: w.user('carol'), messageId: da.message!.id, customId: buttonId(da, 'Submit') }),
      w.sim.clickButton({ user: w.user('dave'), messageId: db.message!.id, customId: buttonId(db, 'Submit') }),
    ]);
    const [a, b] = [w.sim.message(da.message!.id)!, w.sim.message(db.message!.id)!];
    expect(a.content).toMatch(/^✅ Submitted\./);
    expect(b.content).toMatch(/^✅ Submitted\./);
    expect([a.content, b.content].filter((c) => /Yours was the last sheet/.test(c))).toHaveLength(1);
    const thread = text(threadId);
    expect(thread).toMatch(/\*\*carol\*\*: hands in a bid sheet/);
    expect(thread).toMatch(/Sealed bids revealed[^\n]*\n• \*\*First move\*\* → dave: bid \$5, pays \$5 \(the highest bid/);
    expect(thread).toMatch(/Last: dave moves first/);
    expect(thread).toContain(`Your move, <@${w.user('dave')}>`);
    const exp = await slash(w, 'carol', 'game', 'export', {}, threadId);
    const log = JSON.parse(exp.attachments[0]!.bytes.toString('utf8')) as GameLog;
    // Revealed: the export shows the bids now (sealed-secrecy.test.ts checks the redaction before).
    expect(log.actions.filter((x) => x.type === 'sealed_bids').map((x) => (x.bids as Record<string, number>)['first-move']).sort()).toEqual([2, 5]);
  });

  it('re-validates after another process appended first', async () => {
    // Another bot process stores dave's move behind this one's back.
    const seq = (await w.store.loadActions(gameId)).length;
    await w.store.appendAction(gameId, seq, { type: 'add', entity: w.user('dave'), amount: 1, id: 99 }, w.user('dave'));
    const r = await slash(w, 'dave', 'move', undefined, { action: 'Add 1' }, threadId);
    expect(r.ephemeral).toBe(true);
    expect(r.content).toMatch(/not your turn — waiting on carol/);
    const ok = await slash(w, 'carol', 'move', undefined, { action: 'Add 1' }, threadId);
    expect(ok.content).toMatch(/✅ Add 1/);
    expect(text(threadId)).toMatch(/Counter: 2\/10/);
  });

  it('abandons only for the creator or a manager, after confirmation', async () => {
    const no = await slash(w, 'dave', 'game', 'abandon', {}, threadId);
    expect(no.ephemeral).toBe(true);
    expect(no.content).toMatch(/Only the game's creator/);
    const ask = await slash(w, 'carol', 'game', 'abandon', {}, threadId);
    expect(ask.ephemeral).toBe(true);
    const done = await w.sim.clickButton({ user: w.user('carol'), messageId: ask.message!.id, customId: buttonId(ask, `Abandon game #${gameId}`) });
    expect(done.content).toMatch(/abandoned/);
    expect(text(threadId)).toMatch(/was abandoned by/);
    const after = await slash(w, 'dave', 'move', undefined, { action: 'Add 1' }, threadId);
    expect(after.content).toMatch(/abandoned/);
  });

  it('abandoning a lobby removes its buttons', async () => {
    const lobby = await slash(w, 'erin', 'game', 'new', { title: 'tiny-rails' });
    const id = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    const ask = await slash(w, 'erin', 'game', 'abandon', { game: id });
    await w.sim.clickButton({ user: w.user('erin'), messageId: ask.message!.id, customId: buttonId(ask, `Abandon game #${id}`) });
    const message = w.sim.message(lobby.message!.id)!;
    expect(message.components).toEqual([]);
    expect(message.embeds[0]!.description).toMatch(/Status: abandoned/);
  });

  it('a double-clicked Start starts the game once', async () => {
    const lobby = await slash(w, 'fred', 'game', 'new', { title: 'tiny-rails' });
    const id = /game #(\d+)/.exec(lobby.embeds[0]!.title)![1]!;
    await w.sim.clickButton({ user: w.user('gina'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Join') });
    const start = { user: w.user('fred'), messageId: lobby.message!.id, customId: buttonId(lobby, 'Start') };
    const [a, b] = await Promise.all([w.sim.clickButton(start), w.sim.clickButton(start)]);
    const thread = w.sim.threads(w.channelId).find((t) => t.name === `Tiny Rails #${id}`)!;
    expect(w.sim.messages(thread.id).filter((m) => /has started/.test(m.content))).toHaveLength(1);
    const refused = [a, b].flatMap((r) => [r.ephemeral ? r.content : "", ...r.followUps.map((m) => m.content)]);
    expect(refused.join(' ')).toMatch(/already started/);
  });
});
