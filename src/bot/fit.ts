// Cutting text to Discord's limits. Anything built from user input (option values up to 6000
// characters, imported names) must fit, or Discord rejects the whole message (50035) and the user
// is left with "thinking…" forever.
export const LIMITS = {
  content: 2000,
  embedTitle: 256,
  embedDescription: 4096,
  embedFieldName: 256,
  embedFieldValue: 1024,
  buttonLabel: 80,
  choiceName: 100,
} as const;

/** `text` cut to at most `max` characters, ending in "…" when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** A user's value for quoting in a sentence: short, on one line. */
export function quote(value: string, max = 80): string {
  return clip(value.replace(/\s+/g, ' '), max);
}
