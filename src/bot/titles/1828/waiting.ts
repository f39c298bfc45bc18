// The player a merger's share exchange waits on, mentioned in the game message when the engine does not
// already name them as the one to act (the stock round's turn stays with the merging player).
import { activePlayers } from '../../../engine/game.ts';
import type { GameState } from '../../../engine/18xx/face.ts';
import { mergerChoices, mergerChooser, mergerStage } from '../../../engine/titles/1828/queries/merger.ts';
import type { LiveGame } from '../../services/games.ts';
import { mentionPlayer, sameId } from '../../services/players.ts';

export function mergerWaitingLine(live: LiveGame): string | null {
  const game = live.game;
  if (!game || game.def.finished(game.state)) return null;
  const state = game.state as GameState;
  const chooser = mergerChooser(state);
  if (chooser === null || activePlayers(game).some((p) => sameId(p, chooser))) return null;
  const s = mergerStage(state);
  const merging = s.stage === 'choice' ? `${s.initiator} and ${s.target}` : 'the merger';
  const options = mergerChoices(state, chooser).map((c) => c.label);
  return `⏳ ${mentionPlayer(live.seats, chooser)}: your choice in the merger of ${merging} — ${options.join(' / ')} (use /merger).`;
}
