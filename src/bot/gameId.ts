// The one reader of game ids that come from outside (custom ids, the `game:` option, the store's
// string ids): canonical decimal only. "1.0", "0x1", "+1", "1e0", " 1", "01" all read as 1 with
// Number(), so accepting them would let a forged button name a game while slipping past any check
// that compares the text (the scope check, the sealed sheet's DM check). Anything else is no id.
const CANONICAL = /^[1-9]\d*$/;

/** The id as the store spells it, or null when `text` is not a canonical decimal game id. */
export function parseGameId(text: string | null | undefined): string | null {
  if (typeof text !== 'string' || !CANONICAL.test(text)) return null;
  return Number.isSafeInteger(Number(text)) ? text : null;
}

/** The id as a number for the database, or null (see parseGameId). */
export function gameIdNumber(text: string | null | undefined): number | null {
  const id = parseGameId(text);
  return id === null ? null : Number(id);
}
