// Text shown in Discord about a game: status block, whose turn (and what they may do), results, and the
// compact message after a move (what happened, the status lines it changed, who is next).
import type { PlayerId } from '../../engine/types.ts';
import { viewGame, type GameView } from '../../engine/view.ts';
import type { LiveGame } from './games.ts';
import { titleOf } from './games.ts';
import { mentionPlayer, seatOfPlayer } from './players.ts';
import { nameBook } from './story.ts';
import { endWordsOf } from '../../engine/end-words.ts';


/** A move's thread message stays within one phone screen, unless a phase ended. */
export const MOVE_LINES = 12;

/** What a kind of action is called when telling a player what they may do. */
const MAY: Record<string, string> = {
  bid: 'bid',
  par: 'set a par price',
  buy_shares: 'buy shares',
  sell_shares: 'sell shares',
  auction: 'auction a share',
  build: 'build track',
  develop: 'develop a hex',
  lay_tile: 'lay track',
  place_token: 'place a token',
  run_routes: 'run trains',
  dividend: 'pay out or withhold',
  buy_train: 'buy a train',
  buy_company: 'buy a private',
  discard_train: 'discard a train',
  bankrupt: 'declare bankruptcy',
  start_auction: 'auction a share',
  payoff_loan: 'repay your loan',
  // (a player's own loan for a train: 1822's, and 1871's on the same rules)
  payoff_player_debt: 'pay off your loan',
  payoff_player_debt_partial: 'pay off your loan',
  sealed_bids: 'hand in your bid sheet',
  choose: 'choose in a merger',
  merge: 'merge',
  failed_merge: 'declare a merger impossible',
  swap_train: 'move a train to its other shell',
  special_buy: 'make a special purchase',
  remove_token: 'remove a token',
  undo: 'take a move back',
  pass: 'pass',
};

const list = (words: string[]) => (words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

function listWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The game as a thread post shows it: the public's view (null for a lobby). */
export function publicView(live: LiveGame): GameView | null {
  return live.game && viewGame(live.game, null);
}

/** "may lay track or pass" for one player, from the kinds of move the engine lists for them. */
export function mayLine(game: GameView, player: PlayerId): string {
  const kinds = game.moveKinds(player);
  // (the title's own words first; a kind without words anywhere is named as a move, never by its engine name)
  // (a kind's words that list several moves, "pay out, pay half or withhold", join the one list: a single "or")
  const words = [...new Set(kinds.flatMap((k) => (game.def.moveWords?.[k] ?? MAY[k] ?? 'make another move').split(/, | or /)))];
  // pass last
  words.sort((a, b) => Number(a === 'pass') - Number(b === 'pass'));
  return words.length ? `may ${listWords(words)}` : '';
}

export function turnLine(live: LiveGame): string {
  const game = publicView(live);
  if (!game) return '';
  if (game.finished) return `🏁 Game over. ${resultLine(live)}`;
  const active = game.active;
  if (!active.length) return 'Nobody can act right now.';
  const who = active.map((p) => mentionPlayer(live.seats, p, game.players.find((x) => String(x.id) === String(p))?.name));
  if (active.length === 1) {
    let may = '';
    let company = '';
    try {
      may = mayLine(game, active[0]!);
      // for whom they act (the operating company), by the name players know it by
      const names = nameBook(game, live.seats);
      company = list(game.actingFor(active[0]!).map((id) => names.entity(id)));
    } catch {
      /* words only: a title whose listing fails still names who is next */
    }
    return `Your move, ${who[0]}${company ? `, for ${company}` : ''}${may ? ` — you ${may}` : ''}.`;
  }
  return `Waiting on ${who.join(', ')} (they may act in any order).`;
}

export function resultLine(live: LiveGame): string {
  const game = publicView(live);
  if (!game) return '';
  const result = game.result();
  const parts = Object.entries(result)
    .sort((a, b) => b[1] - a[1])
    .map(([id, score]) => `${seatOfPlayer(live.seats, id)?.name ?? game.players.find((p) => String(p.id) === id)?.name ?? id}: ${score}`);
  const reason = game.endReason();
  return `Result: ${parts.join(', ')}${reason ? ` (${endWordsOf(game.def, reason)})` : ''}.`;
}

export function statusText(live: LiveGame): string {
  const def = titleOf(live.record);
  const head = `**${def.displayName}** — game #${live.record.id} (${live.record.status})`;
  if (!live.game) {
    const names = live.seats.map((s) => s.name).join(', ') || 'nobody yet';
    return `${head}\nIn the lobby: ${names}. ${def.minPlayers}–${def.maxPlayers} players.`;
  }
  const parts = [head, '```', live.game.def.describe(viewGame(live.game, null).state), '```'];
  if (live.record.status === 'active' || live.record.status === 'finished') parts.push(turnLine(live));
  return parts.join('\n');
}

/** The status lines (of the title's description) that a move changed, in the description's order. */
export function changedLines(before: GameView | null | undefined, after: GameView): string[] {
  const now = after.def.describe(after.state).split('\n');
  if (!before) return now;
  const was = new Set(before.def.describe(before.state).split('\n'));
  return now.filter((line) => line.trim() && !was.has(line));
}

/**
 * The thread message after a move: what happened, then only the status lines it changed, then who is
 * next. At most MOVE_LINES lines unless `phaseEnded` (then everything that changed is shown).
 */
export function moveMessage(live: LiveGame, before: GameView | null | undefined, happened: string[], phaseEnded: boolean): string {
  const game = publicView(live);
  if (!game) return happened.join('\n');
  // a story that already ends the game with its ranking needs no second result line
  const told = game.finished && happened.some((l) => l.startsWith('🏁 Game over —'));
  const turn = told ? '' : turnLine(live);
  let changed = changedLines(before, game);
  let head = happened;
  if (!phaseEnded) {
    // the story keeps at least one line for the status (or its pointer) and one for whose turn
    const headMax = MOVE_LINES - 2;
    if (head.length > headMax) head = [...head.slice(0, headMax - 1), '… (/game log shows the rest)'];
    const room = MOVE_LINES - head.length - (turn ? 1 : 0);
    if (changed.length > room) changed = [...changed.slice(0, room - 1), `… and ${changed.length - room + 1} more changes (/game status shows everything).`];
  }
  return [...head, ...changed.map((l) => `> ${l}`), ...(turn ? [turn] : [])].join('\n');
}
