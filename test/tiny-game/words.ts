// Tiny Rails' words for its own event (events.ts), registered with its bot pieces (bot.ts).
import type { EventWords } from '../../src/bot/services/event-words.ts';
import type { TinyEvents } from './events.ts';

export const tinyWords: EventWords<TinyEvents> = {
  counter_milestone: (e, { who }) => `🏅 ${who(e.player)} takes the counter past ${e.five}, to ${e.counter}`,
};
