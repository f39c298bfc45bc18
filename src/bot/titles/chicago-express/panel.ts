// Chicago Express's additions to the turn panel (src/bot/panel): a turn's three kinds of move in words,
// companies with their name, minimum bid and shares out, a build's hexes by place with its cost and income
// (the engine's own build label after "Build X on"), and a develop's hex by place. While an auction runs
// the title shows its own bid buttons instead (auctionButtons.ts).
import type { LegalChoice, View } from '../../../engine/types.ts';
import { COMPANIES, hexLabel, isCompanyId, minimumBid, type CxState } from '../../../engine/titles/chicago-express/face.ts';
import type { PanelRefinement, PanelSource } from '../../panel/refinement.ts';

const stateOf = (src: PanelSource) => src.view.state as View<CxState>;

const TITLES: Record<string, string> = {
  start_auction: 'Put a share up for auction…',
  build: 'Build track…',
  develop: 'Develop a hex…',
};

function companyWords(src: PanelSource, type: string, id: unknown): string | undefined {
  if (!isCompanyId(id)) return undefined;
  const state = stateOf(src);
  const name = `${id} (${COMPANIES[id].name})`;
  if (type !== 'start_auction') return `${name} — $${state.companies[id].cash} on its charter`;
  return `${name} — minimum $${minimumBid(state, id)}, ${state.companies[id].issued}/${COMPANIES[id].shares} shares out`;
}

function valueLabel(src: PanelSource, type: string, field: string, value: unknown, choices: LegalChoice[]): string | undefined {
  if (field === 'corporation') return companyWords(src, type, value);
  if (type === 'build' && field === 'hexes' && Array.isArray(value)) {
    // "Build PRR on Q5 ($1, income +0)": the hexes by place, then the engine's cost and income
    const tail = /\(([^()]*)\)\s*$/.exec(choices[0]!.label)?.[1];
    return `${value.map((h) => hexLabel(String(h))).join(' → ')}${tail ? ` — ${tail}` : ''}`;
  }
  if (type === 'develop' && field === 'hex') return hexLabel(String(value));
  return undefined;
}

export const cxPanel: PanelRefinement = {
  group(_src, choice) {
    const title = TITLES[choice.action.type];
    return title ? { key: `${choice.action.type}|${String(choice.action.entity ?? '')}`, title } : null;
  },
  fields: (type) => (type === 'build' ? ['corporation', 'hexes'] : undefined),
  valueLabel,
};
