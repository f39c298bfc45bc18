// Why a game ended, in players' words: each title keeps its end reasons' words beside its rules
// (TitleDefinition.endWords); the bot, the CLI and the pictures all read them here.
import type { TitleDefinition } from './types.ts';

export function endWordsOf(def: Pick<TitleDefinition, 'endWords'> | null | undefined, reason: string): string {
  return def?.endWords?.[reason] ?? reason.replace(/_/g, ' ');
}
