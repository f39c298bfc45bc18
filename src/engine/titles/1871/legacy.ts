// Stored games of the old 1871 engine read on the rebuilt title. Migration 0007 wrote into each game stored before
// the swap how many of its log's actions the old engine took (settings.legacy_actions); those are read here by the
// rebuilt rules, the actions after them (made on the rebuilt title) follow as stored. Sealed sheets are taken as
// they are (the auctions are the same code); other moves are matched to the rebuilt title's listed moves (a lay by
// hex, tile and rotation, a train by its name, a start by major and par, a share by major and where it comes from,
// a dividend after the listed run). Where the old engine asked nothing (a stock turn with only a pass, a run of $0,
// a train step it did not offer) the one move or the pass is made for the player. The first old move the rebuilt
// rules refuse ends the reading: the game continues from the move before it. The reading is recorded by a first
// `legacy_read` action (never stored, refused once the game has begun), so the game can tell its players.
import type { GameState } from '../../18xx/state.ts';
import { effectiveActions } from '../../log.ts';
import { RuleError, type Action, type GameEvent, type GameLog, type TitleDefinition } from '../../types.ts';

/** What the rebuilt rules made of a stored game (state.title.legacy). */
export interface LegacyReading {
  /** Old moves read (of `total`, undone ones not counted). */
  kept: number;
  total: number;
  /** The first old move the rebuilt rules refused: its kind and the rules' words (null: all were read). */
  refused: { type: string; why: string } | null;
}

export const legacyOf = (state: GameState): LegacyReading | null => (state.title.legacy as LegacyReading | undefined) ?? null;

type Def = TitleDefinition<GameState>;

/** The old moves in players' words. */
const MOVE_WORDS: Record<string, string> = {
  bid: 'a sealed bid',
  sealed_bids: 'a bid sheet',
  pass: 'a pass',
  lay_tile: 'a tile laid',
  place_token: 'a token placed',
  buy_train: 'a train bought',
  dividend: 'a run and its dividend',
  par: 'a major started',
  buy_shares: 'a share bought',
  sell_shares: 'a share sold',
  payoff_loan: 'a loan repaid',
};

/** The move the rebuilt title lists that does what the old move `a` did, or null. */
function match(def: Def, state: GameState, a: Action): Action | null {
  if (a.type === 'sealed_bids' || a.type === 'bid') return a;
  const legal = def.activePlayers(state).flatMap((p) => def.legalActions(state, p).map((c) => c.action));
  const same = legal.filter((l) => l.type === a.type && String(l.entity) === String(a.entity));
  const sharesOf = (l: Action) => ((l.shares as string[] | undefined) ?? []).map((id) => state.shares.find((s) => s.id === id));
  const pick = (ok: (l: Action) => boolean) => same.find(ok) ?? null;
  switch (a.type) {
    case 'pass':
      return same[0] ?? null;
    case 'lay_tile':
      // (the rebuilt map names a tile's copies: '58-0')
      return pick((l) => l.hex === a.hex && String(l.tile).replace(/-\d+$/, '') === a.tile && l.rotation === a.rotation && (l.company ?? null) === (a.company ?? null));
    case 'place_token':
      return pick((l) => l.city === a.city && (l.shape ?? a.shape) === a.shape);
    case 'buy_train':
      // the old engine bought from the depot by the train's name; the rebuilt one names the train
      return pick((l) => {
        const t = state.trains.find((x) => x.id === l.train);
        return !!t && t.name === a.train && (t.owner === 'depot' || t.owner === 'pool');
      });
    case 'par':
      return pick((l) => l.corporation === a.corporation && String(l.share_price).split(',')[0] === String(a.price));
    case 'buy_shares':
      return pick((l) => sharesOf(l).every((s) => !!s && s.corp === a.corporation && (a.from === 'pool' ? s.owner === 'pool' : s.owner !== 'pool')));
    case 'sell_shares':
      return pick((l) => l.percent === 10 && sharesOf(l).every((s) => s?.corp === a.corporation));
    case 'dividend':
      // the old engine ran its best run as the dividend was chosen; the rebuilt one lists the run first
      return pick((l) => l.kind === a.kind) ?? legal.find((l) => l.type === 'run_routes' && String(l.entity) === String(a.entity)) ?? null;
    default:
      return null;
  }
}

/** A move the old engine made without asking: the one move listed, or a pass when the old log goes on elsewhere. */
function unasked(def: Def, state: GameState, next: Action): Action | null {
  const actors = def.activePlayers(state);
  if (actors.length !== 1) return null;
  const legal = def.legalActions(state, actors[0]!).map((c) => c.action);
  if (legal.length === 1 && legal[0]!.type !== next.type) return legal[0]!;
  const pass = legal.find((l) => l.type === 'pass');
  return pass && String(pass.entity) !== String(next.entity) ? pass : null;
}

function tryProcess(def: Def, state: GameState, action: Action): string | null {
  const before = structuredClone(state);
  try {
    def.process(state, action);
    return null;
  } catch (err) {
    if (!(err instanceof RuleError)) throw err;
    for (const k of Object.keys(state)) delete (state as unknown as Record<string, unknown>)[k];
    Object.assign(state, before);
    return err.message;
  }
}

/** The old moves as the rebuilt title reads them (made-for-the-player moves included), and what was kept. */
export function readOldMoves(def: Def, log: GameLog, old: readonly Action[]): { moves: Action[]; reading: LegacyReading; at: number[] } {
  const state = def.setup({ seed: log.settings.seed, players: log.players, options: { ...log.settings, title: log.title } });
  const effective = effectiveActions(old);
  const moves: Action[] = [];
  /** Where each old move read stands in `moves` (what comes before it: the earlier moves and those made for them). */
  const at: number[] = [];
  let refused: LegacyReading['refused'] = null;
  let kept = 0;
  read: for (const a of effective) {
    if (a.type === 'message' || a.type === 'log') {
      at.push(moves.length);
      moves.push(a);
      kept += 1;
      continue;
    }
    // a dividend may need its run first, a move the old engine skipped may stand between: a few steps per old move
    // (a move made for an old one carries its id: an undo by id takes them back together)
    const asOld = (m: Action): Action => (m === a ? a : ({ ...m, id: a.id, created_at: a.created_at } as Action));
    for (let tries = 0; tries < 12; tries++) {
      const m = match(def, state, a);
      const why = m ? tryProcess(def, state, asOld(m)) : 'the rebuilt rules offer no such move there.';
      if (!why) {
        if (m!.type === a.type) at.push(moves.length);
        moves.push(asOld(m!));
        if (m!.type === a.type) {
          kept += 1;
          continue read;
        }
        continue;
      }
      const made = m?.type === a.type || !m ? unasked(def, state, a) : null;
      if (made && !tryProcess(def, state, made)) {
        moves.push(asOld(made));
        continue;
      }
      refused = { type: a.type, why };
      break read;
    }
    if (!refused) refused = { type: a.type, why: 'the rebuilt rules ask for other moves there.' };
    break;
  }
  // (moves made for the refused one are not kept: the game goes on from the last old move read)
  if (refused) moves.length = at.length ? at[at.length - 1]! + 1 : 0;
  return { moves, at, reading: { kept, total: effective.length, refused } };
}

/** The log a game replays: for a game stored before the swap, its old moves as read, then the rest as stored. */
export function readLog(def: Def, log: GameLog): Action[] {
  const n = Number(log.settings.legacy_actions ?? 0);
  if (!n) return log.actions;
  const { moves, reading } = readOldMoves(def, log, log.actions.slice(0, n));
  return [{ type: 'legacy_read', ...reading }, ...moves, ...log.actions.slice(n)];
}

/** The title with the reader: `readLog`, and the `legacy_read` record processed before any move. */
export function withLegacyReader(def: Def): Def {
  return {
    ...def,
    readLog: (log) => readLog(def, log),
    process(state, action, opts): GameEvent[] {
      if (action.type !== 'legacy_read') return def.process(state, action, opts) ?? [];
      // (only a replay reads a stored log: never a live move, a player's, or once the game has begun)
      if (opts?.live || action.entity !== undefined || state.actionCount > 0 || legacyOf(state)) throw new RuleError('That is not a move.');
      const { kept, total, refused } = action as unknown as LegacyReading;
      state.title.legacy = { kept, total, refused } satisfies LegacyReading;
      return [];
    },
    describe(state) {
      const r = legacyOf(state);
      const text = def.describe(state);
      if (!r) return text;
      const line = r.refused
        ? `This game began under the earlier 1871 rules. Its first ${r.kept} of ${r.total} moves were read by the rebuilt rules (runs counted as they count them now); the game goes on from there, because the next stored move (${MOVE_WORDS[r.refused.type] ?? 'a move'}) cannot be made under them: ${r.refused.why}`
        : `This game began under the earlier 1871 rules; all ${r.total} of its moves were read by the rebuilt rules (runs counted as they count them now).`;
      return `${line}\n${text}`;
    },
  };
}
