// A legal action that takes another player's property (the engine's consentNeeded): the game service
// stores nothing and throws this; the slash-command pipeline turns it into a request to that player
// (src/bot/consent.ts). Elsewhere it reads as a refusal that says how to ask.
import type { LoadedGame } from '../../engine/game.ts';
import type { Action, PlayerId } from '../../engine/types.ts';
import { Refusal } from './refusal.ts';

export interface ConsentRequest {
  gameId: string;
  /** Log length the action was checked against: an answer after the game moved on is refused. */
  seq: number;
  actorUserId: string;
  asked: PlayerId;
  /** Discord user of the asked seat (null while the seat is unclaimed). */
  askedUserId: string | null;
  askedName: string;
  /** The action as built, without id and time (those are set when it is stored). */
  action: Action;
  /** Actions made right after `action` once accepted (a move that takes two log actions, e.g. start a merger and name its partner). */
  then?: Action[];
  /** Words for the action (the pipeline's summary; the asking replaces it with the story's words). */
  summary: string;
  /** The game before and after the action as checked (for the story's words; not kept afterwards). */
  preview?: { before: LoadedGame; after: LoadedGame };
}

export class ConsentNeeded extends Refusal {
  override name = 'ConsentNeeded';
  constructor(readonly request: ConsentRequest) {
    super(`${request.summary}: this needs ${request.askedName}'s consent. Make the move with a slash command in the game's channel to ask them.`);
  }
}
