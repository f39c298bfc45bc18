// Text shown in Discord about a game: status block, whose turn, results.
import { activePlayers } from '../../engine/game.ts';
import type { LiveGame } from './games.ts';
import { titleOf } from './games.ts';
import { mentionPlayer, seatOfPlayer } from './players.ts';

export function turnLine(live: LiveGame): string {
  const game = live.game;
  if (!game) return '';
  if (game.def.finished(game.state)) return `🏁 Game over. ${resultLine(live)}`;
  const active = activePlayers(game);
  if (!active.length) return 'Nobody can act right now.';
  const who = active.map((p) => mentionPlayer(live.seats, p, game.players.find((x) => String(x.id) === String(p))?.name));
  return active.length === 1 ? `Your move, ${who[0]}.` : `Waiting on ${who.join(', ')} (they may act in any order).`;
}

export function resultLine(live: LiveGame): string {
  const game = live.game;
  if (!game) return '';
  const result = game.def.result(game.state);
  const parts = Object.entries(result)
    .sort((a, b) => b[1] - a[1])
    .map(([id, score]) => `${seatOfPlayer(live.seats, id)?.name ?? game.players.find((p) => String(p.id) === id)?.name ?? id}: ${score}`);
  const reason = game.def.endReason(game.state);
  return `Result: ${parts.join(', ')}${reason ? ` (${reason.replace(/_/g, ' ')})` : ''}.`;
}

export function statusText(live: LiveGame): string {
  const def = titleOf(live.record);
  const head = `**${def.displayName}** — game #${live.record.id} (${live.record.status})`;
  if (!live.game) {
    const names = live.seats.map((s) => s.name).join(', ') || 'nobody yet';
    return `${head}\nIn the lobby: ${names}. ${def.minPlayers}–${def.maxPlayers} players.`;
  }
  const parts = [head, '```', live.game.def.describe(live.game.state), '```'];
  if (live.record.status === 'active' || live.record.status === 'finished') parts.push(turnLine(live));
  return parts.join('\n');
}
