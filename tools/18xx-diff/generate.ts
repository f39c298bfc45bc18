// Plays a random but sensible live game of an 18xx title through the engine's legal actions and writes it as an
// 18xx.games export (numeric player ids, action ids), so the 18xx.games engine can replay it for comparison.
// PLAY=random: uniform random moves; PLAY=end: steered toward bankruptcy, the final phase and remove_token (play-end.ts).
// OPTIONAL_RULES=a,b: the game's 18xx.games optional rules (settings.optional_rules, which replay.rb passes on too).
// usage: [PLAY=random|end] [OPTIONAL_RULES=...] npx tsx tools/18xx-diff/generate.ts TITLE PLAYERS SEED MAX_ACTIONS OUT.json
import { readFileSync, writeFileSync } from 'node:fs';
import '../../src/titles.ts';
import { applyAction, newGame, toEnvelope } from '../../src/engine/game.ts';
import { SeededRandom } from '../../src/engine/rng.ts';
import type { LegalChoice } from '../../src/engine/types.ts';
import { xxContext } from '../../src/engine/18xx/face.ts';
import { privateLayOffers, privateTokenOffers } from '../../src/engine/18xx/queries/operating.ts';
import { FLAVORS, towardEnd } from './play-end.ts';

/**
 * The titles the check plays, by our title id (titles.json, which replay.rb reads too): `xx`, the 18xx.games
 * folders (lib/engine/game/g_<name>) its replay loads; `listsEveryMove`, whether legalActions lists every tile lay
 * and every private's own move (1828) or keeps a short list for menus, the rest found here (withAllLays, privateMoves).
 */
interface DiffTitle {
  xx: string[];
  listsEveryMove: boolean;
}
const TITLES = JSON.parse(readFileSync(new URL('./titles.json', import.meta.url), 'utf8')) as Record<string, DiffTitle>;

const [title, players, seedText, maxText, out] = process.argv.slice(2);
if (!title || !players || !seedText || !maxText || !out) {
  process.stderr.write('usage: generate.ts TITLE PLAYERS SEED MAX_ACTIONS OUT.json\n');
  process.exit(2);
}
const seed = Number(seedText);
const optionalRules = (process.env.OPTIONAL_RULES ?? '').split(',').filter(Boolean);
const settings = { seed, ...(optionalRules.length ? { optional_rules: optionalRules } : {}) };
let game = newGame(title, Array.from({ length: Number(players) }, (_, i) => ({ id: 100 + i, name: `P${i}` })), settings);
const known = TITLES[game.def.id];
if (!known) throw new Error(`${game.def.id} is not in tools/18xx-diff/titles.json`);
const { listsEveryMove } = known;
const rng = new SeededRandom(seed * 7 + 3);
const any = <T>(xs: T[]): T => xs[rng.below(xs.length)]!;

/** The game as an 18xx.games export: numeric player ids, the seed as its id. */
function exportOf(g: typeof game) {
  const envelope = { ...toEnvelope(g), id: seed };
  const numeric = (a: any) => (a.entity_type === 'player' && /^\d+$/.test(String(a.entity)) ? { ...a, entity: Number(a.entity) } : a);
  envelope.actions = envelope.actions.map((a: any) => ({ ...numeric(a), ...(a.auto_actions ? { auto_actions: a.auto_actions.map(numeric) } : {}) }));
  return envelope;
}

/** Every tile lay (legalActions keeps a short list for menus). */
function withAllLays(state: any, choices: LegalChoice[]): LegalChoice[] {
  const lays = choices.filter((c) => c.action.type === 'lay_tile' && c.action.entity_type === 'corporation');
  const tileChoices = xxContext(game.def, state)?.map.tileChoices;
  if (!lays.length || !tileChoices) return choices;
  const corp = String(lays[0]!.action.entity);
  const rest = choices.filter((c) => !lays.includes(c));
  for (const l of tileChoices(state, corp)) {
    if (l.cost > (state.cash[corp] ?? 0)) continue;
    rest.push({ label: 'lay', action: { type: 'lay_tile', entity: corp, entity_type: 'corporation', hex: l.hex, tile: l.tileId ?? l.tile, rotation: l.rotation } });
  }
  return rest;
}

/** The privates' own moves (C-P and B&S lays, C&OC's teleport lay and token), which legalActions leaves to the bot. */
function privateMoves(state: any): LegalChoice[] {
  const ctx = xxContext(game.def, state);
  if (!ctx) return [];
  const out: LegalChoice[] = [];
  for (const o of privateLayOffers(state, ctx))
    for (const rotation of o.rotations)
      out.push({ label: 'private lay', action: { type: 'lay_tile', entity: o.company, entity_type: 'company', hex: o.hex, tile: o.tileId, rotation } });
  for (const o of privateTokenOffers(state, ctx))
    out.push({ label: 'private token', action: { type: 'place_token', entity: o.company, entity_type: 'company', city: o.city, slot: 0 } });
  return out;
}

/** A private's own lay or exchange among the listed moves (a title that lists every move lists them with legalActions). */
const ofCompany = (choices: LegalChoice[]) => choices.filter((c) => c.action.entity_type === 'company' && (c.action.type === 'lay_tile' || c.action.type === 'buy_shares'));

for (let i = 0; i < Number(maxText) && !game.def.finished(game.state); i++) {
  const state: any = game.state;
  const actor = game.def.activePlayers(state)[0];
  const listed = actor === undefined ? [] : game.def.legalActions(state, actor);
  const choices = listsEveryMove ? listed : withAllLays(state, listed);
  if (!choices.length) {
    // the game so far, to replay up to the gap (steps.ts, ours-at.ts)
    writeFileSync(`${out}.partial.json`, JSON.stringify(exportOf(game)));
    const r = state.round;
    throw new Error(`No legal action listed at action ${i + 1} for ${actor}: ${r.kind} ${r.step ?? ''} ${r.kind === 'operating' ? r.order[r.index] : ''} ${JSON.stringify(state.title?.merger ?? null)}`);
  }
  // (such a title lists its privates' moves among the others, and only when they are legal)
  const special = listsEveryMove ? [] : privateMoves(state);
  // a private's own moves are picked apart (ofCompany below), not among the corporations' and players' moves
  const of = (type: string) => choices.filter((c) => c.action.type === type && !(listsEveryMove && ofCompany([c]).length));
  const pass = choices.find((c) => c.action.type === 'pass');
  const roll = rng.below(100);
  let pick: LegalChoice | undefined;
  // Play like a person more or less would, so games reach their natural ends (bank, market) too.
  if (process.env.PLAY === 'random') {
    // anything goes: reaches emergency buys, bankruptcies and odd corners more often
    const nonPass = [...choices, ...special].filter((c) => c.action.type !== 'pass');
    pick = nonPass.length && roll < 80 ? any(nonPass) : (pass ?? any(choices));
  } else if (special.length && roll < 50) pick = any(special);
  // 1828's privates acting themselves (E&K's and D&H's lays, M&H's exchange) are listed among many moves: try them
  // (M&H rarely in stock rounds, so that its exchange in operating rounds is played too)
  else if (ofCompany(choices).length && roll < (state.round.kind === 'stock' ? 3 : 30)) pick = any(ofCompany(choices));
  else if (of('special_buy').length && roll < 40) pick = any(of('special_buy'));
  else if (of('swap_train').length && roll < 12) pick = any(of('swap_train'));
  // PLAY=end: the steered move where it has one, else the sensible one below
  else if (process.env.PLAY === 'end' && (pick = towardEnd({ flavor: FLAVORS[seed % FLAVORS.length]!, state, undone: game.log.at(-1)?.type === 'undo', of, roll, any }))) {
    /* steered */
  } else if (of('choose').length && state.round.kind === 'stock' && !state.title?.merger && roll < 35) pick = any(of('choose'));
  else if (of('failed_merge').length && roll < 38) pick = any(of('failed_merge'));
  else if (of('dividend').length) pick = (roll < 85 && of('dividend').find((c) => c.action.kind === 'payout')) || any(of('dividend'));
  else if (of('run_routes').length) pick = of('run_routes')[0];
  else if (of('bankrupt').length && choices.length > 1) pick = any(choices.filter((c) => c.action.type !== 'bankrupt'));
  else if (of('buy_train').length) pick = !pass || roll < 45 ? any(of('buy_train')) : pass;
  else if (of('lay_tile').length && roll < 80) pick = any(of('lay_tile'));
  else if (of('place_token').length && roll < 70) pick = any(of('place_token'));
  else if (of('sell_shares').length && roll < 8) pick = any(of('sell_shares'));
  else if ((of('buy_shares').length || of('par').length) && roll < 75) pick = any([...of('buy_shares'), ...of('par')]);
  else if (of('bid').length && roll < 60) {
    pick = any(of('bid'));
    // now and then bid above the minimum (a competing bid, not the face-value buy of the cheapest private)
    const r = state.round;
    const company = String(pick.action.company);
    if (rng.below(3) === 0 && (r.auctioning === company || r.available?.[0] !== company)) {
      const higher = Number(pick.action.price) + 5 * (1 + rng.below(6));
      if (higher <= (state.cash[String(pick.action.entity)] ?? 0)) pick = { ...pick, action: { ...pick.action, price: higher } };
    }
  }
  else if (of('buy_company').length && roll < 20) pick = any(of('buy_company'));
  pick ??= pass ?? any(choices);
  const original = choices.includes(pick) ? pick : undefined;
  try {
    game = applyAction(game, { ...pick.action, id: i + 1, created_at: 1700000000 + i });
  } catch (err) {
    // a raised bid the player cannot back (cash promised elsewhere): bid the minimum instead
    if (original || pick.action.type !== 'bid') {
      // the game up to the refused move, and the move, to replay and look into (steps.ts, ours-at.ts)
      writeFileSync(`${out}.partial.json`, JSON.stringify(exportOf(game)));
      console.error(`refused at action ${i + 1}: ${JSON.stringify(pick.action)}`);
      throw err;
    }
    const plain = choices.find((c) => c.action.type === 'bid' && c.action.company === pick!.action.company)!;
    game = applyAction(game, { ...plain.action, id: i + 1, created_at: 1700000000 + i });
  }
}

const envelope = exportOf(game);
writeFileSync(out, JSON.stringify(envelope));
process.stdout.write(JSON.stringify({ out, actions: game.log.length, reason: envelope.game_end_reason, result: envelope.result }) + '\n');
