// P16, the tax haven, along the real game 1822mrs-33867: at action id 921 player 4013, holding P16, has its tax
// haven buy an LBSCR share from the LBSCR's treasury (18xx.games: "4013 spends £… and Tax Haven gains a share of
// LBSCR."). The share is P16's, not the player's (no certificate, no holding), the LBSCR is paid, the player's value
// counts it, the turn passes; once per game; only its holder in their turn. Words for players name no ids.
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTitlePieces } from '../../src/title-pieces.ts';
import { activePlayers, applyAction, legalActions, replay } from '../../src/engine/game.ts';
import { xxContext, numCerts, percentOf, priceOf } from '../../src/engine/18xx/face.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { viewGame } from '../../src/engine/view.ts';
import { moveStory } from '../../src/bot/services/story.ts';
import type { SeatRecord } from '../../src/bot/services/store.ts';
import { FIXTURES_NEXT } from '../helpers/shared.ts';

await loadTitlePieces();

const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822mrs-33867.json`, 'utf8')) as GameLog;
const byId = (id: number) => log.actions.find((a) => a.id === id)!;
const before = replay({ ...log, actions: log.actions.slice(0, log.actions.indexOf(byId(921))) });
const OWNER = '4013';
const haven = (g: typeof before) => (g.state as GameState).shares.filter((s) => s.owner === 'P16');

describe('1822 P16, the tax haven', () => {
  it('is listed for its holder in their turn only, for majors with a price they can pay', () => {
    expect(activePlayers(before).map(String)).toEqual([OWNER]);
    const s = before.state as GameState;
    const ctx = xxContext(before.def, s)!;
    const listed = legalActions(before, OWNER).filter((c) => c.action.type === 'choose_ability');
    expect(listed.map((c) => c.action.choice)).toContain('LBSCR_ipo');
    for (const c of listed) {
      expect(c.action.entity).toBe('P16');
      const [corp] = String(c.action.choice).split('_');
      expect(priceOf(s, ctx.cfg, corp!)).toBeLessThanOrEqual(s.cash[OWNER]!);
      expect(c.label).not.toMatch(/choose_ability|_ipo|_market/);
    }
    for (const p of log.players.map((x) => String(x.id)).filter((p) => p !== OWNER)) expect(legalActions(before, p).some((c) => c.action.entity === 'P16')).toBe(false);
  });

  it('buys the share into P16: paid to the LBSCR, no certificate or holding of the player, worth as much as it cost', () => {
    const s = before.state as GameState;
    const ctx = xxContext(before.def, s)!;
    const price = priceOf(s, ctx.cfg, 'LBSCR');
    const after = applyAction(before, byId(921));
    const t = after.state as GameState;
    expect(haven(after).map((x) => x.corp)).toEqual(['LBSCR']);
    expect(t.cash[OWNER]).toBe(s.cash[OWNER]! - price);
    expect(t.cash['LBSCR']).toBe(s.cash['LBSCR']! + price);
    expect(numCerts(t, ctx.cfg, OWNER)).toBe(numCerts(s, ctx.cfg, OWNER));
    expect(percentOf(t, OWNER, 'LBSCR')).toBe(percentOf(s, OWNER, 'LBSCR'));
    expect(after.def.result(t)[OWNER]).toBe(before.def.result(s)[OWNER]);
    expect(after.events).toContainEqual({ type: 'tax_haven_bought', player: OWNER, corp: 'LBSCR', from: 'ipo:LBSCR', price });
    // the turn passed on, and the tax haven buys once a game
    expect(activePlayers(after).map(String)).not.toEqual([OWNER]);
    expect(legalActions(after, OWNER).some((c) => c.action.entity === 'P16')).toBe(false);
    expect(() => applyAction(after, byId(921))).toThrow();
  });

  it('is refused to anyone else, out of its holder\'s turn, and for a share not on offer', () => {
    const s = before.state as GameState;
    const cash = s.cash[OWNER];
    // the LBSCR has no share in the market
    expect(() => applyAction(before, { ...byId(921), choice: 'LBSCR_market' })).toThrow(/tax haven cannot buy/);
    // the turn before, another player's (id 918: 4767 passes)
    const earlier = replay({ ...log, actions: log.actions.slice(0, log.actions.indexOf(byId(918))) });
    expect(activePlayers(earlier).map(String)).toEqual(['4767']);
    expect(legalActions(earlier, '4767').some((c) => c.action.entity === 'P16')).toBe(false);
    expect(() => applyAction(earlier, byId(921))).toThrow(/Only the holder/);
    // nothing changed by the refusals
    expect(haven(before)).toEqual([]);
    expect(haven(earlier)).toEqual([]);
    expect((before.state as GameState).cash[OWNER]).toBe(cash);
  });

  it('counts toward a major sold out and its cash and share toward its holder\'s value', () => {
    const after = applyAction(before, byId(921));
    const t = structuredClone(after.state) as GameState;
    const ctx = xxContext(after.def, t)!;
    // every other LBSCR certificate to the players: sold out only with the tax haven's share counted
    for (const sh of t.shares) if (sh.corp === 'LBSCR' && sh.owner !== 'P16') sh.owner = OWNER;
    expect(ctx.rules.hooks.soldOut!(t, ctx, 'LBSCR')).toBe(true);
    const value = after.def.result(t)[OWNER]!;
    t.cash['P16'] = 70;
    expect(after.def.result(t)[OWNER]).toBe(value + 70);
  });

  it('is told in players\' words, without ids', () => {
    const names = ['alice', 'bob', 'carol', 'dave'];
    const seats = log.players.map((p, i) => ({ gameId: '1', position: i, userId: null, playerId: String(p.id), name: names[i]! })) as unknown as SeatRecord[];
    const after = applyAction(before, byId(921));
    const lines = moveStory(viewGame(before, null), viewGame(after, null), byId(921), '', '', seats).join('\n');
    const who = names[log.players.findIndex((p) => String(p.id) === OWNER)]!;
    expect(lines).toMatch(new RegExp(`${who} buys a 10% share of LBSCR from the IPO for £\\d+ into their tax haven`));
    expect(lines).not.toMatch(/P16|choose_ability|ipo:/);
  });
});
