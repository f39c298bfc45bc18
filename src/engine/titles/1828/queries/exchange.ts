// Read-only listing of M&H's exchange (g_1828/step/exchange.rb as stock-step.ts#exchangeMH takes it): on its
// owner's stock-round turn, before any purchase, one 10% share of a parred corporation from the IPO or the
// market, in 18xx.games' `buy_shares` format with M&H as the entity.
import { stockCurrent } from '../../../18xx/rounds/stock.ts';
import { ipo } from '../../../18xx/shares.ts';
import type { GameState } from '../../../18xx/state.ts';
import type { LegalChoice } from '../../../types.ts';
import { mergerOf } from '../merger-round.ts';
import { boughtThisTurn } from '../stock-step.ts';

export const MH = 'M&H';

export function mhExchangeOffers(state: GameState, player: string): LegalChoice[] {
  const mh = state.companies.find((c) => c.sym === MH);
  if (!mh || mh.closed || mh.owner !== player) return [];
  if (state.round.kind !== 'stock' || stockCurrent(state) !== player || mergerOf(state) || boughtThisTurn(state)) return [];
  const out: LegalChoice[] = [];
  for (const corp of state.corps) {
    if (corp.closed || !corp.ipoed) continue;
    for (const [from, words] of [
      [ipo(corp.sym), 'the IPO'],
      ['pool', 'the market'],
    ] as const) {
      // the first share there in arrival order, as a purchase would take it
      const share = state.shares.filter((s) => s.corp === corp.sym && s.owner === from && !s.president && s.percent === 10).sort((a, b) => a.seq - b.seq)[0];
      if (share) out.push({ label: `Exchange M&H for a ${corp.sym} share from ${words}`, action: { type: 'buy_shares', entity: MH, entity_type: 'company', shares: [share.id], percent: 10 } });
    }
  }
  return out;
}
