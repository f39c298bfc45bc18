// A refusal: something the user asked that the bot will not do. The router shows `message`
// ephemerally; it should say what to do instead.
// A refusal longer than one message is cut (it may quote a user's 6000-character option).
import { clip, LIMITS } from '../fit.ts';

export class Refusal extends Error {
  override name = 'Refusal';
  constructor(message: string) {
    super(clip(message, LIMITS.content));
  }
}

export function refuse(message: string): never {
  throw new Refusal(message);
}
