// 1828 private abilities the shared real games use rarely or never, checked on their real positions (18xx.games
// accepted every action there): M&H's exchange in an operating round, E&K's extra $20 lay, D&H's teleport.
import { describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { cashOf, type GameState } from '../../src/engine/18xx/state.ts';
import type { LoadedGame } from '../../src/engine/game.ts';
import { own1828 } from '../../src/engine/titles/1828/state.ts';
import { gameAfter } from './fixtures.ts';

/** A shared real game after its action `id` (and everything before it). */
const after = (name: '1828-23366' | '1828-bankrupt', id: number) => gameAfter(name, id);

const company = (state: GameState, sym: string) => state.companies.find((c) => c.sym === sym)!;

describe('1828 M&H exchange in an operating round', () => {
  it('is listed to its owner while their corporation operates, and trades M&H for the share', () => {
    // 23366 after 52: C&P (owned by 5518, who also owns M&H) is at its track step in an operating round
    const { game, state } = after('1828-23366', 52);
    expect(state.round.kind).toBe('operating');
    const owner = company(state, 'M&H').owner!;
    const offers = game.def.legalActions(state, owner).filter((c) => c.action.entity === 'M&H');
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((c) => c.action.type === 'buy_shares' && c.action.entity_type === 'company')).toBe(true);
    const pick = offers.find((c) => !String(c.label).includes('president'))!;
    const shareId = (pick.action.shares as string[])[0]!;
    const cash = state.cash[owner];
    const events = game.def.process(state, pick.action);
    expect(company(state, 'M&H').closed).toBe(true);
    expect(state.shares.find((s) => s.id === shareId)!.owner).toBe(owner);
    expect(state.cash[owner]).toBe(cash);
    expect(events).toContainEqual(expect.objectContaining({ type: 'company_exchanged', player: owner, company: 'M&H', percent: 10 }));
    // the operating turn goes on where it was
    expect(state.round.kind).toBe('operating');
    expect(game.def.legalActions(state, owner).some((c) => c.action.entity === 'M&H')).toBe(false);
  });

  it('for a president\'s certificate, the par comes next and its price is paid', () => {
    const { game, state } = after('1828-23366', 52);
    const owner = company(state, 'M&H').owner!;
    const pres = game.def.legalActions(state, owner).find((c) => c.action.entity === 'M&H' && String(c.label).includes('president'));
    expect(pres).toBeDefined();
    const corp = state.shares.find((s) => s.id === (pres!.action.shares as string[])[0])!.corp;
    game.def.process(state, pres!.action);
    expect(own1828(state).mhPar).toEqual({ player: owner, corp });
    // nothing else before the par
    const listed = game.def.legalActions(state, owner);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((c) => c.action.type === 'par' && c.action.corporation === corp)).toBe(true);
    expect(() => game.def.process(game.def.clone(state), { type: 'pass', entity: 'C&P', entity_type: 'minor' })).toThrow(/parred first/);
    const par = listed[0]!;
    const cash = state.cash[owner]!;
    game.def.process(state, par.action);
    const price = state.corps.find((c) => c.sym === corp)!.parPrice!;
    expect(state.cash[owner]).toBe(cash - price);
    expect(state.corps.find((c) => c.sym === corp)!.president).toBe(owner);
    expect(own1828(state).mhPar).toBeNull();
  });
});

describe('1828 M&H exchange at an operating round\'s start', () => {
  // 23366 after 52: the first operating round has just begun (C&P, then GT); IC has 50% sold, one share short
  const exchangeForIC = (state: GameState, game: LoadedGame) => {
    // as a log gives it (the owner need not be the one acting: the ability has no `when`)
    const share = state.shares.filter((x) => x.corp === 'IC' && x.owner === 'ipo:IC' && !x.president).sort((a, b) => a.seq - b.seq)[0]!;
    return game.def.process(state, { type: 'buy_shares', entity: 'M&H', entity_type: 'company', shares: [share.id], percent: 10 }) ?? [];
  };

  it('a corporation it floats as the round\'s first action operates in that round', () => {
    const { game, state } = after('1828-23366', 52);
    const round = () => state.round as { order: string[]; index: number };
    expect(round().order).toEqual(['C&P', 'GT']);
    const events = exchangeForIC(state, game);
    expect(events).toContainEqual(expect.objectContaining({ type: 'float', corp: 'IC' }));
    expect(round().order).toContain('IC');
    expect(round().order[round().index]).toBe('C&P');
  });

  it('after another action of the round it floats for the next round only', () => {
    const { game, state, actions } = after('1828-23366', 53);
    expect(actions.find((a) => a.id === 53)!.entity).toBe('C&P');
    exchangeForIC(state, game);
    expect(state.corps.find((c) => c.sym === 'IC')!.floated).toBe(true);
    expect((state.round as { order: string[] }).order).toEqual(['C&P', 'GT']);
  });
});

describe('1828 E&K extra $20 lay', () => {
  it('is listed in its owner\'s track step, with the lay 18xx.games took, and counts as the turn\'s upgrade', () => {
    // 23366: E&K's owner lays with it on G5 (129) in its track step
    const { game, state, actions } = after('1828-23366', 128);
    const logged = actions.find((a) => a.id === 129)!;
    const pres = game.def.activePlayers(state)[0]!;
    const listed = game.def.legalActions(state, pres).filter((c) => c.action.entity === 'E&K');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((c) => c.action.hex === logged.hex && c.action.tile === logged.tile && c.action.rotation === logged.rotation)).toBe(true);
    // every listed lay is accepted and costs $20 plus terrain
    for (const c of listed) {
      const copy = game.def.clone(state);
      const events = game.def.process(copy, c.action) ?? [];
      expect(events.find((e) => e.type === 'tile_laid')).toMatchObject({ entity: 'E&K', hex: c.action.hex });
    }
    const corp = company(state, 'E&K').owner!;
    const cash = cashOf(state, corp);
    const events = game.def.process(state, logged) ?? [];
    const laid = events.find((e) => e.type === 'tile_laid') as { cost: number };
    expect(laid.cost).toBeGreaterThanOrEqual(20);
    expect(cashOf(state, corp)).toBe(cash - laid.cost);
    // spent: no second E&K lay, and no upgrade after it this turn
    const after129 = game.def.legalActions(state, pres);
    expect(after129.some((c) => c.action.entity === 'E&K')).toBe(false);
    const upgrades = after129.filter((c) => c.action.type === 'lay_tile' && c.action.entity === corp && (state.map as { hexes: Record<string, { tile: string }> }).hexes[String(c.action.hex)]!.tile !== String(c.action.hex));
    expect(upgrades).toEqual([]);
  });
});

describe('1828 D&H teleport', () => {
  it('lists its lay on F20 in its corporation\'s track step: $120 instead of terrain, then a free token there first', () => {
    // 23366 after 169: MP, owning D&H, is at its track step; F20 (Scranton, $120 mountain) is empty
    const { game, state } = after('1828-23366', 169);
    const pres = game.def.activePlayers(state)[0]!;
    const lays = game.def.legalActions(state, pres).filter((c) => c.action.entity === 'D&H');
    // tile 57 in each of its three ways (18xx.games' engine accepts all six rotations there, 3–5 laying the same
    // track as 0–2; 205/206 do not fit F20)
    expect(lays.map((c) => `${String(c.action.tile).split('-')[0]}/${String(c.action.rotation)}`).sort()).toEqual(['57/0', '57/1', '57/2']);
    const corp = company(state, 'D&H').owner!;
    const cash = cashOf(state, corp);
    const tokens = state.corps.find((c) => c.sym === corp)!.tokensUsed;
    const laid = game.def.process(state, lays[0]!.action) ?? [];
    expect(laid).toContainEqual(expect.objectContaining({ type: 'tile_laid', entity: 'D&H', hex: 'F20', cost: 120 }));
    expect(cashOf(state, corp)).toBe(cash - 120);
    // the token comes first: only it (or a pass) is listed, anything else refused
    const next = game.def.legalActions(state, pres);
    expect(next.map((c) => c.action.type).sort()).toEqual(['pass', 'place_token']);
    expect(next.every((c) => c.action.entity === 'D&H')).toBe(true);
    expect(() => game.def.process(game.def.clone(state), { type: 'pass', entity: corp, entity_type: 'corporation' })).toThrow(/D&H/);
    const token = next.find((c) => c.action.type === 'place_token')!;
    const placed = game.def.process(state, token.action) ?? [];
    expect(placed).toContainEqual(expect.objectContaining({ type: 'token_placed', entity: corp, hex: 'F20', cost: 0 }));
    expect(cashOf(state, corp)).toBe(cash - 120);
    expect(state.corps.find((c) => c.sym === corp)!.tokensUsed).toBe(tokens + 1);
    // once only, and the turn's token is spent
    const later = game.def.legalActions(state, pres);
    expect(later.some((c) => c.action.entity === 'D&H')).toBe(false);
    expect(later.some((c) => c.action.type === 'place_token')).toBe(false);
  });

  it('refuses a tile or hex outside its ability, and declining the token leaves the token unplaced', () => {
    const { game, state } = after('1828-23366', 169);
    const pres = game.def.activePlayers(state)[0]!;
    const lay = game.def.legalActions(state, pres).find((c) => c.action.entity === 'D&H')!;
    expect(() => game.def.process(game.def.clone(state), { ...lay.action, hex: 'F18' })).toThrow(/D&H lays/);
    expect(() => game.def.process(game.def.clone(state), { ...lay.action, tile: '8-0' })).toThrow(/D&H lays/);
    const corp = company(state, 'D&H').owner!;
    const tokens = state.corps.find((c) => c.sym === corp)!.tokensUsed;
    game.def.process(state, lay.action);
    game.def.process(state, { type: 'pass', entity: 'D&H', entity_type: 'company' });
    expect(state.corps.find((c) => c.sym === corp)!.tokensUsed).toBe(tokens);
    expect(own1828(state).dh).toEqual({ used: true, token: null });
  });
});
