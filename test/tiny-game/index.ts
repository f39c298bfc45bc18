// "Tiny Rails": a test-only title. 2–4 players take turns adding 1–3 to a shared counter; whoever
// brings it to 10 (or more) wins. `pass` hands the turn on. With the optional rule `sealed_start`,
// everyone first bids simultaneously and secretly for the first move (highest bid starts, ties to
// the earlier seat). Registered only by tests (see register.ts).
import type { Action, LegalChoice, PlayerId, TitleDefinition } from '../../src/engine/types.ts';
import { RuleError } from '../../src/engine/types.ts';

export interface TinyState {
  players: { id: PlayerId; name: string }[];
  counter: number;
  target: number;
  turn: number;
  bids: Record<string, number> | null;
  winner: PlayerId | null;
  last: string | null;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

function nameOf(s: TinyState, id: PlayerId | undefined): string {
  return s.players.find((p) => same(p.id, id))?.name ?? String(id);
}

export const tinyRails: TitleDefinition<TinyState> = {
  id: 'tiny-rails',
  titles: ['Tiny Rails'],
  displayName: 'Tiny Rails',
  minPlayers: 2,
  maxPlayers: 4,
  variants: [{ id: 'sealed_start', title: 'Tiny Rails', description: 'Sealed bids decide who starts' }],

  setup({ players, options }) {
    const sealed = (options.optional_rules ?? []).includes('sealed_start');
    return {
      players: players.map((p) => ({ id: p.id, name: p.name })),
      counter: 0,
      target: typeof options.target === 'number' ? options.target : 10,
      turn: 0,
      bids: sealed ? {} : null,
      winner: null,
      last: null,
    };
  },

  process(s, action) {
    if (s.winner !== null) throw new RuleError('The game is over.');
    const who = action.entity;
    if (s.bids) {
      if (action.type !== 'bid') throw new RuleError('Everyone must bid for the first move first.');
      if (!s.players.some((p) => same(p.id, who))) throw new RuleError('Only seated players bid.');
      if (String(who) in s.bids) throw new RuleError('You already bid.');
      const price = Number(action.price);
      if (!Number.isInteger(price) || price < 0 || price > 9) throw new RuleError('Bid a whole number from 0 to 9.');
      s.bids[String(who)] = price;
      if (Object.keys(s.bids).length === s.players.length) {
        let best = 0;
        s.players.forEach((p, i) => {
          if (s.bids![String(p.id)]! > s.bids![String(s.players[best]!.id)]!) best = i;
        });
        s.turn = best;
        s.bids = null;
        s.last = `${nameOf(s, s.players[best]!.id)} won the first move`;
      }
      return;
    }
    const current = s.players[s.turn]!;
    if (!same(current.id, who)) throw new RuleError(`It is ${current.name}'s turn, not ${nameOf(s, who)}'s.`);
    if (action.type === 'pass') {
      s.last = `${current.name} passed`;
    } else if (action.type === 'add') {
      const amount = Number(action.amount);
      if (![1, 2, 3].includes(amount)) throw new RuleError('You may add 1, 2 or 3 — nothing else.');
      s.counter += amount;
      s.last = `${current.name} added ${amount}`;
      if (s.counter >= s.target) {
        s.winner = current.id;
        return;
      }
    } else {
      throw new RuleError(`Tiny Rails has no "${action.type}" action.`);
    }
    s.turn = (s.turn + 1) % s.players.length;
  },

  clone: (s) => structuredClone(s),

  activePlayers(s) {
    if (s.winner !== null) return [];
    if (s.bids) return s.players.filter((p) => !(String(p.id) in s.bids!)).map((p) => p.id);
    return [s.players[s.turn]!.id];
  },

  legalActions(s, player) {
    if (!this.activePlayers(s).some((p) => same(p, player))) return [];
    const entity = s.players.find((p) => same(p.id, player))!.id;
    if (s.bids) {
      return [0, 1, 2, 3].map((price): LegalChoice => ({
        label: `Bid ${price} for the first move`,
        action: { type: 'bid', entity, entity_type: 'player', company: 'first-move', price },
      }));
    }
    const out: LegalChoice[] = [1, 2, 3].map((amount) => ({
      label: `Add ${amount}`,
      action: { type: 'add', entity, entity_type: 'player', amount },
    }));
    out.push({ label: 'Pass', action: { type: 'pass', entity, entity_type: 'player' } });
    return out;
  },

  view(s, viewer) {
    const bids = s.bids
      ? Object.fromEntries(Object.entries(s.bids).map(([k, v]) => [k, viewer !== null && same(k, viewer) ? v : 'sealed']))
      : null;
    return { ...s, bids };
  },

  describe(s) {
    const lines = [`Counter: ${s.counter}/${s.target}`];
    if (s.last) lines.push(`Last: ${s.last}`);
    if (s.bids) lines.push(`Sealed bids in: ${Object.keys(s.bids).length}/${s.players.length}`);
    if (s.winner !== null) lines.push(`Winner: ${nameOf(s, s.winner)}`);
    return lines.join('\n');
  },

  finished: (s) => s.winner !== null,

  result(s) {
    return Object.fromEntries(s.players.map((p) => [String(p.id), same(p.id, s.winner) ? 1 : 0]));
  },

  endReason: (s) => (s.winner !== null ? 'target_reached' : null),

  narrate(before, after, action) {
    if (!before.bids || after.bids) return [];
    const bids = { ...before.bids, [String(action.entity)]: Number(action.price) };
    const shown = before.players.map((p) => `${p.name} ${bids[String(p.id)]}`).join(', ');
    return [`Sealed bids revealed: ${shown}. ${after.players[after.turn]!.name} moves first.`];
  },

  isSecret: (action: Action) => action.type === 'bid',

  // The bid that completes the sealed round shows everyone's bids.
  isRevealPoint: (after, action) => action.type === 'bid' && after.bids === null,
};

export default tinyRails;
