import '../tiny-game/register.ts';
import { describe, expect, it } from 'vitest';
import { bid, bidTarget } from '../../commands/bid.ts';
import { game } from '../../commands/game.ts';
import { variantChoices, variantSettings, variantWords } from '../../src/bot/variants.ts';
import { choiceValue, filterChoices, pickChoice } from '../../src/bot/choices.ts';
import { orderSeats } from '../../src/bot/lobby.ts';
import type { GameRecord, SeatRecord } from '../../src/bot/services/store.ts';
import { findTitle } from '../../src/engine/registry.ts';
import { typedOptions } from '../../src/local/console.ts';

describe('typed console options from command definitions', () => {
  it('resolves subcommands and converts integers', () => {
    expect(typedOptions(game.data, ['new'], { title: 'tiny-rails' })).toEqual({ subcommand: 'new', options: { title: 'tiny-rails' } });
    expect(typedOptions(bid.data, [], { company: 'PRR', price: '40' }).options).toEqual({ company: 'PRR', price: 40 });
  });

  it('marks `?` values as the focused option', () => {
    expect(typedOptions(bid.data, [], { company: '?' })).toMatchObject({ focused: 'company', options: { company: '' } });
  });

  it('explains mistakes', () => {
    expect(() => typedOptions(game.data, [], {})).toThrow(/needs one of: new, status/);
    expect(() => typedOptions(game.data, ['nwe'], {})).toThrow(/has no "nwe"/);
    expect(() => typedOptions(bid.data, [], { price: 'lots' })).toThrow(/whole number/);
    expect(() => typedOptions(bid.data, [], { colour: 'red' })).toThrow(/unknown option "colour"/);
  });
});

describe('variants', () => {
  const def = findTitle('tiny-rails')!;
  it('turns a variant into an optional rule or an envelope title', () => {
    expect(variantSettings(def, null)).toEqual({ envelopeTitle: 'Tiny Rails', optionalRules: [] });
    expect(variantSettings(def, 'sealed_start')).toEqual({ envelopeTitle: 'Tiny Rails', optionalRules: ['sealed_start'] });
    const titled = { ...def, titles: ['Tiny Rails', 'Tiny Rails: Express'], variants: [{ id: 'express', title: 'Tiny Rails: Express', description: '' }] };
    expect(variantSettings(titled, 'express')).toEqual({ envelopeTitle: 'Tiny Rails: Express', optionalRules: [] });
    expect(() => variantSettings(def, 'nope')).toThrow(/has no variant "nope"/);
  });

  it('takes several optional rules at once, joined by + or , (18xx.games lets a game have several)', () => {
    expect(variantSettings(def, 'sealed_start+milestones')).toEqual({ envelopeTitle: 'Tiny Rails', optionalRules: ['sealed_start', 'milestones'] });
    expect(variantSettings(def, ' milestones , sealed_lots ,milestones')).toEqual({ envelopeTitle: 'Tiny Rails', optionalRules: ['milestones', 'sealed_lots'] });
    expect(() => variantSettings(def, 'milestones+nope')).toThrow(/has no variant "nope"/);
    // a variant that is a game of its own goes with optional rules, not with another such game
    const titled = {
      ...def,
      titles: ['Tiny Rails', 'Tiny Rails: Express', 'Tiny Rails: Local'],
      variants: [...def.variants!, { id: 'express', title: 'Tiny Rails: Express', description: '' }, { id: 'local', title: 'Tiny Rails: Local', description: '' }],
    };
    expect(variantSettings(titled, 'express+milestones')).toEqual({ envelopeTitle: 'Tiny Rails: Express', optionalRules: ['milestones'] });
    expect(() => variantSettings(titled, 'express+local')).toThrow(/different games/);
  });

  it('names the chosen variants for players by their titles, and offers the others to add in autocomplete', () => {
    const named = { ...def, variants: def.variants!.map((v) => ({ ...v, title: `${v.id.replace('_', ' ')} rule` })) };
    expect(variantWords(named, 'sealed_start+milestones')).toBe('sealed start rule + milestones rule');
    expect(variantChoices(def, '').map((c) => c.value)).toEqual(['sealed_start', 'sealed_lots', 'milestones']);
    expect(variantChoices(def, 'lots').map((c) => c.value)).toEqual(['sealed_lots']);
    expect(variantChoices(def, 'sealed_start+').map((c) => c.value)).toEqual(['sealed_start+sealed_lots', 'sealed_start+milestones']);
    expect(variantChoices(def, 'sealed_start+mile').map((c) => c.value)).toEqual(['sealed_start+milestones']);
  });
});

describe('move choices', () => {
  const choices = [
    { label: 'Add 1', action: { type: 'add', amount: 1 } },
    { label: 'Pass', action: { type: 'pass' } },
    { label: 'x'.repeat(120), action: { type: 'long' } },
  ];
  it('uses labels as values when they fit, index@seq otherwise', () => {
    expect(choiceValue(choices[0]!, 0, 5)).toBe('Add 1');
    expect(choiceValue(choices[2]!, 2, 5)).toBe('#2@5');
    expect(pickChoice(choices, 'add 1', 5)).toBe(choices[0]);
    expect(pickChoice(choices, '#2@5', 5)).toBe(choices[2]);
    expect(pickChoice(choices, '#2@4', 5)).toBeNull();
    expect(pickChoice(choices, 'Add 9', 5)).toBeNull();
  });
  it('filters by every typed word', () => {
    const named = [{ name: 'Bid 7 on PRR' }, { name: 'Bid 8 on B&O' }, { name: 'Pass' }];
    expect(filterChoices(named, 'bid prr')).toEqual([{ name: 'Bid 7 on PRR' }]);
    expect(filterChoices(named, '')).toHaveLength(3);
  });
  it('finds what a bid is for in any title', () => {
    expect(bidTarget({ type: 'bid', company: 'SX' })).toBe('SX');
    expect(bidTarget({ type: 'bid', corporation: 'PRR' })).toBe('PRR');
    expect(bidTarget({ type: 'bid' })).toBeNull();
  });
});

describe('seat order', () => {
  const seats: SeatRecord[] = ['a', 'b', 'c', 'd'].map((u, i) => ({ gameId: '1', position: i, userId: u, playerId: u, name: u }));
  const record = (seatOrder: string, seed: number) => ({ seed, options: { seatOrder } }) as unknown as GameRecord;
  it('keeps join order or shuffles deterministically from the seed', () => {
    expect(orderSeats(record('join', 1), seats).map((s) => s.userId)).toEqual(['a', 'b', 'c', 'd']);
    const once = orderSeats(record('random', 12345), seats).map((s) => s.userId);
    expect(orderSeats(record('random', 12345), seats).map((s) => s.userId)).toEqual(once);
    expect([...once].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
