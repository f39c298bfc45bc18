// Shikoku 1889 from the middle of a real 18xx.games game: imported just after a corporation bought the Ehime
// Railway, so its seller (not the operating president) lays the green tile on Ohzu through /move, then the pictures.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// pictures are drawn but posted as blank PNGs of their size (test/helpers/cheap-png.ts)
vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
import { replay, toEnvelope } from '../../src/engine/game.ts';
import { effectiveActions } from '../../src/engine/log.ts';
import type { GameLog } from '../../src/engine/types.ts';
import type { LocalWorld } from '../../src/local/world.ts';
import { SHARED_DIR } from '../helpers/shared.ts';
import { buttonId, slash, startWorld, withThreadPost } from './world.ts';

let w: LocalWorld;
beforeAll(async () => {
  w = await startWorld();
}, 180_000);
afterAll(async () => {
  await w?.stop();
});

const full = JSON.parse(readFileSync(`${SHARED_DIR}/fixtures/next-titles/1889-962.json`, 'utf8')) as GameLog;
const USERS: Record<string, string> = { 'Player 1': 'alice', 'Player 2': 'bob', 'Player 3': 'carol', 'Player 4': 'dave' };

describe('1889: a real game continues in Discord', () => {
  let threadId = '';
  const effective = effectiveActions(full.actions);
  const cut = effective.findIndex((a) => a.type === 'buy_company' && a.company === 'ER') + 1;
  const seller = () => {
    const before = replay({ ...full, actions: effective.slice(0, cut - 1) });
    const owner = (before.state as { companies: { sym: string; owner: string }[] }).companies.find((c) => c.sym === 'ER')!.owner;
    return USERS[full.players.find((p) => String(p.id) === owner)!.name]!;
  };

  it('imports the game right after the Ehime Railway was sold, and waits on its seller', async () => {
    expect(cut).toBeGreaterThan(0);
    const partial = toEnvelope(replay({ ...full, actions: effective.slice(0, cut) }));
    const bytes = Buffer.from(JSON.stringify({ id: '1889-962', ...partial }));
    const reply = await slash(w, 'alice', 'game', 'import', { file: { filename: '1889.json', bytes } });
    expect(reply.content).toMatch(/Imported game #\d+/);
    const claims = w.sim.messages(w.channelId).at(-1)!;
    for (const [seat, user] of Object.entries(USERS)) {
      await w.sim.clickButton({ user: w.user(user), messageId: claims.id, customId: buttonId(claims, `Claim seat: ${seat}`) });
    }
    threadId = w.sim.threads(w.channelId).find((t) => t.name?.includes('1889'))!.id;
    expect(w.sim.messages(threadId).at(-1)!.content).toContain(`<@${w.user(seller())}>`);
  }, 120_000);

  it('the seller lays the green tile on Ohzu through /move, offered by autocomplete in words', async () => {
    const user = w.user(seller());
    const choices = await w.sim.autocomplete({ user, channel: threadId, command: 'move', options: {}, focused: 'action', value: '' });
    const lay = choices.find((c) => /Ehime Railway lays tile .* on .*Ohzu/.test(c.name));
    expect(lay, choices.map((c) => c.name).join(' | ')).toBeTruthy();
    const r = await withThreadPost(w, await w.sim.slash({ user, channel: threadId, command: 'move', options: { action: lay!.value as string } }));
    expect(r.content).toMatch(/^✅/);
    expect(w.sim.messages(threadId).some((m) => /Ehime Railway/.test(m.content) && /Ohzu|C4/.test(m.content))).toBe(true);
  }, 120_000);

  it('draws the map, market and status', async () => {
    for (const command of ['map', 'market', 'status']) {
      const r = await w.sim.slash({ user: w.user('bob'), channel: threadId, command });
      expect(r.attachments, command).toHaveLength(1);
      expect(r.attachments[0]!.filename).toMatch(new RegExp(`-${command}\\.png$`));
    }
  }, 120_000);
});
