// Chicago Express in Discord from the middle of a game: an imported log one build short of Chicago,
// the Chicago build through /build, the extra dividend and Wabash's opening announced, and the
// Wabash auction played with the buttons.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, toEnvelope } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { CxState } from '../../src/engine/titles/chicago-express/state.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { buttonId, slash, startWorld, withThreadPost } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
});
afterAll(async () => {
  await w?.stop();
});

const full = JSON.parse(readFileSync(new URL('../fixtures/chicago-express/three-players-chicago.json', import.meta.url), 'utf8')) as GameLog;
const chicagoAt = full.actions.findIndex((a) => a.type === 'build' && (a.hexes as string[]).includes('A2'));
const chicagoBuild = full.actions[chicagoAt]!;
const USERS: Record<string, string> = { Ann: 'alice', Bob: 'bob', Cid: 'carol' };

describe('Chicago Express: reaching Chicago in Discord', () => {
  let threadId = '';
  const userOf = (playerId: unknown) => w.user(USERS[full.players.find((p) => String(p.id) === String(playerId))!.name]!);
  const last = () => w.sim.messages(threadId).at(-1)!;
  const button = (prefix: string) => {
    const m = last();
    for (const row of m.components as { components: { label: string; custom_id: string }[] }[]) {
      for (const c of row.components) if (c.label.startsWith(prefix)) return { messageId: m.id, customId: c.custom_id };
    }
    throw new Error(`no button ${prefix} on the last message`);
  };

  it('imports the log one build short of Chicago and seats everyone', async () => {
    const partial = toEnvelope(replay({ ...full, actions: full.actions.slice(0, chicagoAt) }));
    const bytes = Buffer.from(JSON.stringify({ id: 'cx-chicago', ...partial }));
    const reply = await slash(w, 'alice', 'game', 'import', { file: { filename: 'cx.json', bytes } });
    expect(reply.content).toMatch(/Imported game #\d+/);
    const claims = w.sim.messages(w.channelId).at(-1)!;
    for (const [seat, user] of Object.entries(USERS)) {
      await w.sim.clickButton({ user: w.user(user), messageId: claims.id, customId: buttonId(claims, `Claim seat: ${seat}`) });
    }
    threadId = w.sim.threads(w.channelId).find((t) => t.name?.startsWith('Chicago Express'))!.id;
    expect(last().content).toContain(`Your move, <@${userOf(chicagoBuild.entity)}>`);
  });

  it('builds into Chicago with /build, offered by autocomplete, and announces the extra dividend and Wabash', async () => {
    const user = userOf(chicagoBuild.entity);
    const [hex1, hex2] = chicagoBuild.hexes as string[];
    const company = String(chicagoBuild.corporation);
    const ac = (focused: string, options: Record<string, string>) =>
      w.sim.autocomplete({ user, channel: threadId, command: 'build', options, focused, value: '' });
    expect((await ac('company', {})).map((c) => c.value)).toContain(company);
    expect((await ac('hex1', { company })).map((c) => c.value)).toContain(hex1);
    expect((await ac('hex2', { company, hex1: hex1! })).map((c) => c.value)).toContain(hex2);
    const r = await withThreadPost(w, await w.sim.slash({ user, channel: threadId, command: 'build', options: { company, hex1: hex1!, hex2: hex2! } }));
    expect(r.content).toMatch(/^✅/);
    const text = last().content;
    expect(text).toMatch(new RegExp(`🚂 ${company.replace('&', '\\&')} builds on A2 \\(Chicago\\), ${hex2}`));
    expect(text).toMatch(/🏙️ \*\*Chicago!\*\* C&O reaches Chicago and pays an extra dividend\. C&O: income \d+ ÷ 6 shares = \$\d+ a share \(alice \$\d+, bob \$\d+, carol \$\d+\)\./);
    expect(text).toMatch(/🚦 Wabash opens at Fort Wayne with income \d+; bob opens the auction of a WAB share\./);
    expect(text).toMatch(/📣 Wabash auction of a WAB share — no bid yet\./);
    expect(button('Bid min').customId).toMatch(/^cxa:bid:\d+:\d+:\d+$/);
  });

  it('plays the Wabash auction with the buttons', async () => {
    const bob = w.user('bob');
    const notYet = await w.sim.clickButton({ user: w.user('carol'), ...button('Pass') });
    expect(notYet.ephemeral).toBe(true);
    expect(notYet.content).toMatch(/not your turn — waiting on bob/);
    expect((await w.sim.clickButton({ user: bob, ...button('Bid min') })).content).toMatch(/^✅ Bid \$\d+ for WAB/);
    expect((await w.sim.clickButton({ user: w.user('carol'), ...button('Pass') })).content).toMatch(/^✅ Pass on WAB/);
    expect((await w.sim.clickButton({ user: w.user('alice'), ...button('Pass') })).content).toMatch(/^✅ Pass on WAB/);
    expect(last().content).toMatch(/🔨 \*\*bob\*\* buys a WAB share for \$\d+ \(1\/2 WAB shares now in players’ hands\)\./);
    // the auction's buttons are gone (the next player's turn panel may follow)
    const rows = (last().components ?? []) as unknown as { components: { custom_id?: string; customId?: string }[] }[];
    const ids = rows.flatMap((r) => r.components.map((c) => c.custom_id ?? c.customId ?? ''));
    expect(ids.filter((id) => id.startsWith('cxa:'))).toEqual([]);

    const exp = await slash(w, 'bob', 'game', 'export', {}, threadId);
    const log = JSON.parse(exp.attachments[0]!.bytes.toString('utf8')) as GameLog;
    const state = replay(log).state as CxState;
    expect(state.shares.WAB).toEqual([0, 1, 0]);
    expect(log.actions.slice(chicagoAt).map((a) => a.type)).toEqual(['build', 'bid', 'pass', 'pass']);
  });
});
