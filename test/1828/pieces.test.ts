import { describe, expect, it } from 'vitest';
import { cpAcquisition, cpMayRun, cpRevenueSplit } from '../../src/engine/titles/1828/cp.ts';
import { playerValue } from '../../src/engine/titles/1828/score.ts';
import { acquireTunnelMarker, buyCoal, canBuyCoal, coalfieldsBlock, systemCoal, tunnelTileAllowed, type CoalState } from '../../src/engine/titles/1828/coal.ts';
import { nextSlot, tileLays } from '../../src/engine/titles/1828/lays.ts';
import { addToShell, mayFinishSwapping, overLimitShell, presidentMayContribute, roomFor, swapTrain, type Shell } from '../../src/engine/titles/1828/shells.ts';

describe('1828 coal markers', () => {
  it('buying needs a marker left, none held, $120 and a connection to K11', () => {
    const coal: CoalState = { atCoalfields: 2, holders: [] };
    expect(canBuyCoal(coal, 'C&O', 119, true)).toBe(false);
    expect(canBuyCoal(coal, 'C&O', 120, false)).toBe(false);
    expect(canBuyCoal(coal, 'C&O', 120, true)).toBe(true);
    expect(coalfieldsBlock(coal, 'C&O')).toBe(true);
    buyCoal(coal, 'C&O');
    expect(coalfieldsBlock(coal, 'C&O')).toBe(false);
    expect(canBuyCoal(coal, 'C&O', 500, true)).toBe(false);
    buyCoal(coal, 'NW');
    expect(canBuyCoal(coal, 'B&O', 500, true)).toBe(false); // none left
  });

  it('K13 takes only tile #4 and gives its layer a marker; a second marker returns to K11', () => {
    expect(tunnelTileAllowed('K13', '3')).toBe(false);
    expect(tunnelTileAllowed('K13', '4')).toBe(true);
    expect(tunnelTileAllowed('K15', '3')).toBe(true);
    const coal: CoalState = { atCoalfields: 1, holders: ['C&O'] };
    expect(acquireTunnelMarker(coal, 'NW')).toBe('acquired');
    expect(acquireTunnelMarker(coal, 'C&O')).toBe('returned');
    expect(coal.atCoalfields).toBe(2);
    expect(systemCoal(coal, ['C&O', 'NW'], 'C&O-NW')).toBe(true);
    expect(coal).toEqual({ atCoalfields: 3, holders: ['C&O-NW'] });
  });
});

describe('1828 tile lays', () => {
  it('one lay or upgrade; a system two (one upgrade, not the same hex); B&M/NYH a $40 yellow if nothing upgraded', () => {
    expect(tileLays('PRR', null)).toHaveLength(1);
    const sys = tileLays('PRR-MP', ['PRR', 'MP']);
    expect(sys).toHaveLength(2);
    expect(nextSlot(sys, [{ hex: 'A1', upgrade: true }], { hex: 'A3', upgrade: true })).toBeNull();
    expect(nextSlot(sys, [{ hex: 'A1', upgrade: true }], { hex: 'A1', upgrade: false })).toBeNull();
    expect(nextSlot(sys, [{ hex: 'A1', upgrade: true }], { hex: 'A3', upgrade: false })).not.toBeNull();
    const bm = tileLays('B&M', null);
    expect(bm.map((s) => s.cost)).toEqual([0, 40]);
    expect(nextSlot(bm, [{ hex: 'A1', upgrade: false }], { hex: 'A3', upgrade: false })?.cost).toBe(40);
    expect(nextSlot(bm, [{ hex: 'A1', upgrade: true }], { hex: 'A3', upgrade: false })).toBeNull();
    expect(nextSlot(bm, [{ hex: 'A1', upgrade: false }], { hex: 'A3', upgrade: true })).toBeNull();
    expect(tileLays('NYC-NYH', ['NYC', 'NYH']).map((s) => s.cost)).toEqual([0, 0, 40]);
  });
});

describe('1828 shells', () => {
  it('each shell has the train limit; swaps move a train to the other shell; finish only within limits', () => {
    const shells: Shell[] = [
      { name: 'PRR', trains: ['3-1', '3-2'] },
      { name: 'MP', trains: [] },
    ];
    expect(roomFor(shells, 2)).toBe(true);
    expect(roomFor(shells, 2, shells[0])).toBe(false);
    expect(presidentMayContribute(shells)).toBe(true);
    expect(() => addToShell(shells, 'PRR', '5-0', 2)).toThrow();
    addToShell(shells, 'MP', '5-0', 2);
    expect(presidentMayContribute(shells)).toBe(false);
    expect(swapTrain(shells, '3-1')).toEqual({ from: 'PRR', to: 'MP' });
    expect(overLimitShell(shells, 1)?.name).toBe('MP');
    expect(mayFinishSwapping(shells, 2)).toBe(true);
    expect(mayFinishSwapping(shells, 1)).toBe(false);
  });
});

describe('1828 C&P minor and scores', () => {
  it('C&P: half (down) to its treasury, the rest to its owner; runs only after a lay; acquisition terms', () => {
    expect(cpRevenueSplit(50)).toEqual({ treasury: 25, owner: 25 });
    expect(cpRevenueSplit(35)).toEqual({ treasury: 17, owner: 18 });
    expect(cpMayRun([])).toBe(false);
    expect(cpMayRun(['C17'])).toBe(true);
    expect(cpAcquisition(42, true, false)).toEqual({ cashToBuyer: 42, revenue: 15, tokenOffer: true });
    expect(cpAcquisition(42, true, true).tokenOffer).toBe(false);
    expect(cpAcquisition(42, false, false).tokenOffer).toBe(false);
  });

  it('a player is worth cash + shares at market + privates at face value', () => {
    expect(playerValue(100, [{ percent: 20, price: 79 }, { percent: 10, price: 67 }], ['M&H'])).toBe(100 + 158 + 67 + 120);
  });
});
