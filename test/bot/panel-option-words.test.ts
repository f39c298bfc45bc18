// A question's option that stands for several moves says them (an 18xx sale of 30% or 40% of a corporation, both
// taking the president's certificate, share one value of `shares`): never a bare "Sell (4)".
import '../../src/titles.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activePlayers, applyAction, legalActions, replay } from '../../src/engine/game.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { buildPanel } from '../../src/bot/panel/build.ts';
import { nodeAt } from '../../src/bot/panel/tree.ts';
import { xxPanel } from '../../src/bot/titles/18xx/panel.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

describe('panel options standing for several moves', () => {
  it('18Chesapeake 1905: the sale menu names each sale', () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/18chesapeake-1905.json`, 'utf8')) as GameLog;
    let g = replay({ ...log, actions: log.actions.slice(0, 180) });
    // three players pass; the fourth may sell 10–40% of C&A, whose 30% and 40% both take the president's certificate
    for (let k = 0; k < 3; k++) g = applyAction(g, legalActions(g, activePlayers(g)[0]!).find((c) => c.action.type === 'pass')!.action);
    const player = activePlayers(g)[0]!;
    const panel = buildPanel('1', g, player, xxPanel)!;
    const n = panel.items.findIndex((i) => i.choices.some((c) => c.action.type === 'sell_shares'));
    const question = nodeAt(panel.src, panel.items, [n], xxPanel)!;
    expect(question.kind).toBe('question');
    const labels = question.kind === 'question' ? question.options.map((o) => o.label) : [];
    for (const l of labels) expect(l).toMatch(/^Sell \d+% of \S+ for \$\d+( or Sell \d+% of \S+ for \$\d+)*$/);
    expect(labels).toContain('Sell 30% of C&A for $285 or Sell 40% of C&A for $380');
  });
});

describe("a player's purchase of a private from another player", () => {
  it('1830 29133: each button says what is bought, from whom and for how much, in a sentence', async () => {
    const { FIXTURES_NEXT } = await import('../helpers/shared.ts');
    const { panelRows } = await import('../../src/bot/panel/build.ts');
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1830-29133.json`, 'utf8')) as GameLog;
    // the first stock-round position (after the auction) where the player to act may buy another player's private
    let g = replay({ ...log, actions: [] });
    let found = false;
    for (const a of log.actions) {
      const player = activePlayers(g)[0];
      if (player !== undefined && (g.state as { round?: { kind?: string } }).round?.kind === 'stock' && legalActions(g, player).some((c) => c.action.type === 'buy_company' && c.action.entity_type === 'player')) {
        found = true;
        break;
      }
      g = applyAction(g, a);
    }
    expect(found).toBe(true);
    const player = activePlayers(g)[0]!;
    const offers = legalActions(g, player).filter((c) => c.action.type === 'buy_company');
    const panel = buildPanel('1', g, player, xxPanel)!;
    const words = panelRows(panel, xxPanel).flatMap((r: any) => r.components).flatMap((c: any) => [c.label, c.placeholder, ...(c.options ?? []).map((o: any) => o.label)]).filter(Boolean) as string[];
    // each offer's own sentence ("Buy Schuylkill Valley from carol for $20"), never "buys a private: Schuylkill Valley"
    for (const o of offers) expect(words.some((w) => w.includes(o.label)), `${o.label} in ${words.join(' | ')}`).toBe(true);
    for (const w of words) expect(w, 'a label starts with a capital').toMatch(/^[^a-z]/);
  });
});

describe("1822's bid boxes in the panel", () => {
  it('name each company with where its bidding stands', async () => {
    const { FIXTURES_NEXT } = await import('../helpers/shared.ts');
    const { panel1822 } = await import('../../src/bot/titles/1822/panel.ts');
    const log = JSON.parse(readFileSync(`${FIXTURES_NEXT}/1822-33845.json`, 'utf8')) as GameLog;
    // a few bids in: the next bidder's bid question
    const g = replay({ ...log, actions: log.actions.slice(0, 3) });
    const player = activePlayers(g)[0]!;
    const panel = buildPanel('1', g, player, panel1822)!;
    const n = panel.items.findIndex((i) => i.choices.some((c) => c.action.type === 'bid'));
    const question = nodeAt(panel.src, panel.items, [n], panel1822)!;
    expect(question.kind).toBe('question');
    const labels = question.kind === 'question' ? question.options.map((o) => o.label) : [];
    const bidOn = new Set(log.actions.slice(0, 3).filter((a) => a.type === 'bid').map((a) => String(a.company)));
    expect(bidOn.size).toBeGreaterThan(0);
    expect(labels.filter((l) => / — high bid £\d+ by .+$/.test(l)).length).toBe(bidOn.size);
    expect(labels.filter((l) => / — no bid yet$/.test(l)).length).toBe(labels.length - bidOn.size);
  });
});
