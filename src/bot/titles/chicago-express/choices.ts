// Autocomplete for the Chicago Express commands: only what the caller may do now, from the engine.
import type { AutocompleteInteraction } from 'discord.js';
import type { LegalChoice, PlayerId, View } from '../../../engine/types.ts';
import { viewGame } from '../../../engine/view.ts';
import { nextBuildHexes, isChicagoExpress } from '../../../engine/titles/chicago-express/face.ts';
import { COMPANIES, COMPANY_IDS, isCompanyId, type CompanyId } from '../../../engine/titles/chicago-express/face.ts';
import { hexLabel } from '../../../engine/titles/chicago-express/face.ts';
import { minimumBid, type CxState } from '../../../engine/titles/chicago-express/face.ts';
import { filterChoices, myMoves } from '../../choices.ts';
import type { BotContext } from '../../context.ts';


export interface Choice {
  name: string;
  value: string;
}

export interface CxMoves {
  /** The caller's view of the game. */
  state: View<CxState>;
  player: PlayerId;
  choices: LegalChoice[];
}

/** The caller's legal moves in a Chicago Express game, or null (no game, not seated, not their turn, other title). */
export async function cxMoves(i: AutocompleteInteraction, ctx: BotContext): Promise<CxMoves | null> {
  const moves = await myMoves(i, ctx);
  if (!moves || !moves.live.game || !isChicagoExpress(moves.live.game.def)) return null;
  return { state: viewGame(moves.live.game, moves.player).state as View<CxState>, player: moves.player, choices: moves.choices };
}

/** "b&o", "B&O", "Baltimore" → "B&O"; unknown text is returned as typed (the engine explains). */
export function companyId(text: string): string {
  const t = text.trim().toLowerCase();
  const hit = COMPANY_IDS.find((id) => id.toLowerCase() === t || COMPANIES[id].name.toLowerCase() === t);
  return hit ?? text.trim().toUpperCase();
}

/** "k4", "K4 (Pittsburgh)" → "K4". */
export function hexId(text: string): string {
  return text.trim().split(/[\s(]/)[0]!.toUpperCase();
}

function company(state: CxState, id: CompanyId): string {
  const c = state.companies[id];
  return `${id} — $${c.cash} on the charter, income ${c.income}, ${c.trainsLeft} trains left`;
}

export function auctionChoices(m: CxMoves): Choice[] {
  return m.choices
    .filter((c) => c.action.type === 'start_auction' && isCompanyId(c.action.corporation))
    .map((c) => {
      const id = c.action.corporation as CompanyId;
      const st = m.state.companies[id];
      return { name: `${id} (${COMPANIES[id].name}) — minimum bid $${minimumBid(m.state, id)}, income ${st.income}, ${st.issued}/${COMPANIES[id].shares} shares out`, value: id };
    });
}

export function buildCompanyChoices(m: CxMoves): Choice[] {
  const ids = [...new Set(m.choices.filter((c) => c.action.type === 'build').map((c) => String(c.action.corporation)))];
  return ids.filter(isCompanyId).map((id) => ({ name: company(m.state, id), value: id }));
}

/** Hexes for the next train of a build, given the company and the hexes chosen before it. */
export function buildHexChoices(m: CxMoves, corporation: string | null, chosen: string[]): Choice[] {
  const allowed = buildCompanyChoices(m).map((c) => c.value);
  const ids = corporation ? [companyId(corporation)].filter((id) => allowed.includes(id)) : allowed;
  const out: Choice[] = [];
  for (const id of ids) {
    for (const opt of nextBuildHexes(m.state, id as CompanyId, chosen)) {
      out.push({ name: ids.length > 1 ? `${id}: ${opt.label}` : opt.label, value: opt.hex });
    }
  }
  // Several companies may reach the same hex: keep one entry per value.
  return out.filter((c, n) => out.findIndex((x) => x.value === c.value) === n);
}

export function developChoices(m: CxMoves): Choice[] {
  return m.choices
    .filter((c) => c.action.type === 'develop')
    .map((c) => {
      const hex = String(c.action.hex);
      const here = m.state.trains[hex] ?? [];
      return { name: `${hexLabel(hex)} — trains of ${here.join(', ')}`, value: hex };
    });
}

/** Respond with the choices matching what the user typed (by name or value), at most 25. */
export async function respond(i: AutocompleteInteraction, choices: Choice[]): Promise<void> {
  const typed = String(i.options.getFocused() ?? '');
  const byValue = choices.filter((c) => typed && c.value.toLowerCase().startsWith(typed.trim().toLowerCase()));
  const list = byValue.length ? byValue : filterChoices(choices, typed);
  await i.respond(list.slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) })));
}
