// The 18xx status's words that are not pixels: the bank once it broke (a finite bank shows no negative
// balance), in the picture's info line and in the text status.
import '../../src/titles.ts';
import { describe, expect, it } from 'vitest';
import { replayAt } from '../../src/render/replay-at.ts';
import { bankLine, certsText } from '../../src/render/18xx/status.ts';
import type { GameState, TitleConfig } from '../../src/engine/18xx/face.ts';
import { certLimit, numCerts, xxContext } from '../../src/engine/18xx/face.ts';
import { loadShared } from './helpers.ts';

describe('the bank in the 18Chesapeake status', () => {
  it('shows its cash while it holds some, and "broken" with what it paid beyond itself once it broke', () => {
    const log = loadShared('18chesapeake-otr-bank.json');
    const early = replayAt(log, 100);
    const cfg = xxContext(early.def, early.state)!.cfg as TitleConfig;
    const cash = (early.state as GameState).cash.bank!;
    expect(cash).toBeGreaterThan(0);
    expect(bankLine(early.state as GameState, cfg)).toBe(`Bank $${cash}`);
    expect(early.def.describe(early.state)).toContain(`bank $${cash}`);

    const end = replayAt(log);
    const state = end.state as GameState;
    expect(state.bankBroken).toBe(true);
    expect(state.cash.bank).toBeLessThan(0);
    expect(bankLine(state, cfg)).toBe(`Bank broken (paid $${-state.cash.bank!} beyond its $${cfg.bankCash})`);
    const text = end.def.describe(end.state);
    expect(text).not.toMatch(/\$-\d/);
  });
});

describe('the bank in the 1828 status', () => {
  it('is unlimited: it never reads "broken", and shows what it paid out net', () => {
    const end = replayAt(loadShared('1828-23366.json'), 640);
    const cfg = xxContext(end.def, end.state)!.cfg as TitleConfig;
    const state = end.state as GameState;
    expect(cfg.unlimitedBank).toBe(true);
    expect(state.cash.bank).toBeLessThan(0);
    expect(bankLine(state, cfg)).toBe(`Bank unlimited (paid out $${-state.cash.bank!} net)`);
    const text = end.def.describe(end.state);
    expect(text).toContain('bank unlimited');
    expect(text).not.toMatch(/bank broken|\$-\d/);
  });
});

describe('certificates in the status', () => {
  it('1828 has no certificate limit in effect (99 at every player count, not shown by 18xx.games): the count alone', () => {
    const game = replayAt(loadShared('1828-23366.json'), 700);
    const cfg = xxContext(game.def, game.state)!.cfg as TitleConfig;
    const state = game.state as GameState;
    const text = game.def.describe(game.state);
    for (const p of state.players) {
      const n = numCerts(state, cfg, p.id);
      expect(n).toBeGreaterThan(0);
      expect(certsText(state, cfg, p.id)).toBe(String(n));
      expect(text).toMatch(new RegExp(`certs ${n}(?![\\d/])`));
    }
    expect(text).not.toMatch(/certs \d+\//);
  });

  it('18Chesapeake shows each player’s count against the limit', () => {
    const game = replayAt(loadShared('18chesapeake-1277.json'), 200);
    const cfg = xxContext(game.def, game.state)!.cfg as TitleConfig;
    const state = game.state as GameState;
    const limit = certLimit(state, cfg);
    expect(limit).toBeLessThan(99);
    for (const p of state.players) expect(certsText(state, cfg, p.id)).toBe(`${numCerts(state, cfg, p.id)}/${limit}`);
    expect(game.def.describe(game.state)).toMatch(new RegExp(`certs \\d+/${limit}`));
  });
});
