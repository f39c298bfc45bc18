// Legal moves for autocomplete and bots: bids (a few sensible amounts), auctions, builds, developments, pass.
import type { LegalChoice, PlayerId } from '../../types.ts';
import type { CompanyId } from './companies.ts';
import { lowestBid } from './auction.ts';
import { buildCost, incomeGain, MAX_TRAINS_PER_BUILD, networkOf, placementProblem } from './build.ts';
import { HEXES, hexLabel } from './map.ts';
import { hasTurnOption, turnOptions } from './options.ts';
import { minimumBid, type CxState } from './state.ts';
import { withArticle } from '../../articles.ts';

/** Extra multi-train builds listed per company (the full space can run to thousands). */
const MULTI_BUILD_SAMPLE = 40;
const RAISES = [0, 1, 2, 5, 10];

export function legalChoices(state: CxState, player: PlayerId): LegalChoice[] {
  const seat = state.players.findIndex((p) => String(p.id) === String(player));
  if (seat < 0 || state.phase === 'finished') return [];
  const entity = state.players[seat]!.id;
  if (state.phase === 'auction') {
    const auction = state.auction!;
    if (auction.toAct !== seat) return [];
    const lowest = lowestBid(state, auction);
    const cash = state.cash[seat]!;
    const amounts = [...new Set(RAISES.map((r) => lowest + r).concat(cash))].filter((p) => p >= lowest && p <= cash).sort((a, b) => a - b);
    const choices: LegalChoice[] = amounts.map((price) => ({
      label: `Bid $${price} for ${auction.corporation}`,
      action: { type: 'bid', entity, corporation: auction.corporation, price },
    }));
    choices.push({ label: `Pass on ${auction.corporation}`, action: { type: 'pass', entity } });
    return choices;
  }
  if (state.turn !== seat) return [];
  const options = turnOptions(state, seat);
  if (!hasTurnOption(options)) return [{ label: 'Pass (no legal move)', action: { type: 'pass', entity } }];
  const choices: LegalChoice[] = options.auction.map((id) => ({
    label: `Auction ${withArticle(id)} share (minimum $${minimumBid(state, id)})`,
    action: { type: 'start_auction', entity, corporation: id },
  }));
  for (const { id } of options.build) choices.push(...buildChoices(state, entity, id));
  for (const hex of options.develop) {
    choices.push({ label: `Develop ${hexLabel(hex)}`, action: { type: 'develop', entity, hex } });
  }
  return choices;
}

function buildChoices(state: CxState, entity: PlayerId, id: CompanyId): LegalChoice[] {
  const company = state.companies[id];
  const maxTrains = Math.min(MAX_TRAINS_PER_BUILD, company.trainsLeft);
  const singles: LegalChoice[] = [];
  const multis: LegalChoice[] = [];
  const network = networkOf(state, id);
  const walk = (path: string[], cash: number, gain: number): void => {
    if (path.length > 0) {
      const list = path.length === 1 ? singles : multis;
      if (path.length === 1 || multis.length < MULTI_BUILD_SAMPLE) {
        list.push({
          label: `Build ${id} on ${path.join(', ')} ($${company.cash - cash}, income +${gain})`,
          action: { type: 'build', entity, corporation: id, hexes: [...path] },
        });
      }
    }
    if (path.length >= maxTrains || (path.length > 0 && multis.length >= MULTI_BUILD_SAMPLE)) return;
    const frontier = new Set<string>();
    for (const hex of network) for (const n of HEXES[hex]!.neighbours) if (!network.has(n)) frontier.add(n);
    for (const hex of [...frontier].sort()) {
      if (placementProblem(state, id, hex, network) !== null) continue;
      const cost = buildCost(state, hex);
      if (cost > cash) continue;
      network.add(hex);
      path.push(hex);
      walk(path, cash - cost, gain + incomeGain(state, hex));
      path.pop();
      network.delete(hex);
    }
  };
  walk([], company.cash, 0);
  return [...singles, ...multis];
}
