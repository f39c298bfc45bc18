// What a title family may add to the generic turn panel (registered through its TitleBot): better words
// for groups and values, the order a group's fields are asked in, pictures for a question, and moves of
// several actions offered as one press. Everything is optional; without it the panel is built from the
// engine's legal choices and their labels alone.
import type { LoadedGame } from '../../engine/game.ts';
import type { Action, LegalChoice, PlayerId } from '../../engine/types.ts';
import type { GameView } from '../../engine/view.ts';

/** What a refinement reads: the acting player's view (words), and the game (to look one move ahead). */
export interface PanelSource {
  game: LoadedGame;
  /** The game as the panel's player sees it. */
  view: GameView;
  player: PlayerId;
}

/** A question being shown, for its picture. */
export interface PanelQuestion {
  /** The action type the group is about ('lay_tile'). */
  type: string;
  /** The field asked now ('hex', 'rotation', 'slot'). */
  field: string;
  /** The options in the order they are offered (numbered 1… in a picture). */
  options: { label: string; choices: LegalChoice[]; value: unknown }[];
}

export interface PanelPicture {
  name: string;
  png: Buffer;
  /** Words under the picture ("Pick a rotation: 1–4"). */
  caption?: string;
}

export interface PanelRefinement {
  /** The group a choice belongs to and its title (default: its action type and who acts; title from the labels). */
  group?(src: PanelSource, choice: LegalChoice): { key: string; title: string } | null;
  /** Fields of an action type in the order they are asked (default: the order of the action's fields). */
  fields?(type: string): string[] | undefined;
  /**
   * Words for one value of a field (`index`: its position among the question's options), or undefined for the
   * default (the single choice's label, or the value itself).
   */
  valueLabel?(src: PanelSource, type: string, field: string, value: unknown, choices: LegalChoice[], index: number): string | undefined;
  /** Moves of several actions made by one press (e.g. run the best routes and pay out), legal as a sequence. */
  chains?(src: PanelSource, choices: LegalChoice[]): { label: string; actions: Action[] }[];
  /** A picture for a question (a hex's close-up, the rotations numbered), or null. */
  picture?(src: PanelSource, question: PanelQuestion): PanelPicture | null;
  /** Whether a question's options are numbered by its picture (then shown as buttons 1…N). */
  numbered?(type: string, field: string): boolean;
}
