// A refusal: something the user asked that the bot will not do. The router shows `message`
// ephemerally; it should say what to do instead.
export class Refusal extends Error {
  override name = 'Refusal';
}

export function refuse(message: string): never {
  throw new Refusal(message);
}
