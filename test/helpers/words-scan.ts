// Finds internal ids and engine names in text a player sees (thread messages, status, button and menu
// labels, autocomplete, picture titles). The ids come from the titles' own data — every private, minor and
// paper company, every tile and train name, every sealed round id and action type a game uses — never from
// a list of known bad sentences. Exported for every test that plays games through the bot.
import type { LoadedGame } from '../../src/engine/game.ts';
import { xxContext, getMapDef, type GameState, type MapState } from '../../src/engine/18xx/face.ts';

/** What a game's words must not show, built from its title's data (`wordsBook`) and what was played. */
export interface WordsBook {
  /** Engine action types seen in the game's log and legal moves ("lay_tile", "failed_merge"). */
  actionTypes: Set<string>;
  /** Companies players know by name, never by their id alone: id → name (privates, minors, paper companies). */
  companies: Map<string, string>;
  /** Short names of companies that carry their id, for a table's cell under a heading that says what they are ("P16 Tax Haven" under "Privates"): id → short name. */
  shortNames: Map<string, string>;
  /** Company ids that are also hex ids (1871's C1) or numbers (1822's minors): flagged only where a company is meant ("C3 closes", "for C1", "5 20%"). */
  hexLike: Map<string, string>;
  /** Tile names and hex ids a city id is built from ("57" in "57-1-0"). */
  tiles: Set<string>;
  /** Train names a train id is built from ("2" in "2-0"). */
  trains: Set<string>;
  /** Round ids of sealed auctions ("sr1-a"). */
  rounds: Set<string>;
  /** Names nobody should be called any more (an import's log names once its seats are claimed). */
  staleNames: Set<string>;
  /** Player ids as the engine keeps them (never shown: players are named). */
  playerIds: Set<string>;
  /** The title's currency symbol (its data's, TitleConfig.currency; '$' for titles without one): amounts in any other are wrong. */
  currency: string;
}

/** English phrases that happen to spell an action type with its underscores as spaces. */
const PLAIN_PHRASES = new Set(['buy shares', 'sell shares', 'sealed bids']);

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `word` standing alone: not part of a longer id (letters, digits, &, - and ' around it). */
const alone = (word: string) => new RegExp(`(?<![\\w&'-])${esc(word)}(?![\\w&-])`);

export function emptyBook(): WordsBook {
  return { actionTypes: new Set(), companies: new Map(), shortNames: new Map(), hexLike: new Map(), tiles: new Set(), trains: new Set(), rounds: new Set(), staleNames: new Set(), playerIds: new Set(), currency: '$' };
}

/** The ids of a game's title that players must not see, from the title's data; add action types and rounds as they are seen. */
export function wordsBook(game: LoadedGame): WordsBook {
  const book = emptyBook();
  // (a short number as id cannot be told from a price or a count; a Discord id or a text id can)
  for (const p of game.players) if (String(p.id) !== p.name && !/^\d{1,6}$/.test(String(p.id))) book.playerIds.add(String(p.id));
  const ctx = xxContext(game.def, game.state);
  if (ctx) {
    book.currency = ctx.cfg.currency ?? '$';
    const corps = new Set(ctx.cfg.corporations.filter((c) => c.type !== 'minor').map((c) => c.sym));
    // a private whose symbol is also a corporation's (1828's $250 privates) cannot be told apart by its symbol
    const map = getMapDef(((game.state as GameState).map as MapState).mapId);
    // (an id that is also a hex, such as 1871's paper company C1, or a minor numbered by its symbol, 1822's "5", is
    // flagged only where a company is meant; one that is also a train's name, such as 1871's private P2 and its
    // P2-train, cannot be told from the train)
    const trains = new Set(ctx.cfg.trains.map((t) => t.name));
    const known = (id: string, name: string) => {
      if (!trains.has(id)) (map.hexes[id] || /^\d+$/.test(id) ? book.hexLike : book.companies).set(id, name);
    };
    for (const c of ctx.cfg.companies) if (!corps.has(c.sym)) known(c.sym, c.name);
    for (const c of ctx.cfg.companies) if (c.short && alone(c.sym).test(c.short) && c.short !== c.sym) book.shortNames.set(c.sym, c.short);
    for (const c of ctx.cfg.corporations) if (c.type === 'minor') known(c.sym, c.name);
    for (const t of [...Object.keys(map.manifest), ...Object.keys(map.extraTiles), ...Object.keys(map.hexes)]) book.tiles.add(t);
    for (const t of ctx.cfg.trains) book.trains.add(t.name);
  }
  return book;
}

/** Everything in `text` a player should not see, each as a short reason (empty: clean). */
export function scanWords(text: string, book: WordsBook): string[] {
  const found: string[] = [];
  for (const bad of ['undefined', 'NaN', '[object', 'null', 'Infinity']) if (alone(bad).test(text)) found.push(`internal value "${bad}"`);
  // a share's id ("B&O_6", 1822's "LNWR_0"), a negative amount written as code ("$-5"), raw JSON, a round's id
  // of any game ("sr1-a", also before the book knows its rounds)
  for (const m of text.matchAll(/(?<![\w&.-])[A-Z][\w&.-]*_\d+\b/g)) found.push(`share id "${m[0]}"`);
  for (const m of text.matchAll(/[$£¥€]-\d/g)) found.push(`amount written as code "${m[0]}"`);
  if (/\{\s*"\w+"\s*:|"\w+"\s*:\s*["[{\d]/.test(text)) found.push('raw JSON');
  for (const m of text.matchAll(/(?<![\w-])(?:sr|or|ar)\d+-[a-z\d]+\b/g)) found.push(`round id "${m[0]}"`);
  for (const type of book.actionTypes) {
    if (!type.includes('_')) continue;
    if (alone(type).test(text)) found.push(`action type "${type}"`);
    const spaced = type.replace(/_/g, ' ');
    if (!PLAIN_PHRASES.has(spaced) && new RegExp(`\\b${esc(spaced)}\\b`, 'i').test(text)) found.push(`action type "${spaced}"`);
    // a noun phrase where a player is told what they may do ("you may sealed bids or bid")
    else if (!['buy shares', 'sell shares'].includes(spaced) && new RegExp(`\\bmay (?:[a-z ]+, )*${esc(spaced)}\\b`, 'i').test(text)) found.push(`action type "${spaced}" as a move`);
  }
  // any other snake_case word is an engine name too (step names, reasons, options)
  for (const m of text.matchAll(/(?<![\w<@:/.-])[a-z]+_[a-z_]+\b/g)) found.push(`engine name "${m[0]}"`);
  // city ids (57-1-0, F8-0-0) and tile or train copies (57-1, 2-0)
  for (const m of text.matchAll(/(?<![\w$.-])([A-Z]*\d+[A-Z+]*|[A-Z]+)-(\d+)(?:-(\d+))?(?![\w%.-]|-train)/g)) {
    const [whole, head, , third] = m;
    if (third !== undefined && book.tiles.has(head!)) found.push(`city id "${whole}"`);
    else if (third === undefined && (book.tiles.has(head!) || book.trains.has(head!))) found.push(`tile or train id "${whole}"`);
  }
  for (const round of book.rounds) if (alone(round).test(text)) found.push(`round id "${round}"`);
  let named = text;
  for (const [id, name] of book.companies) {
    // "Name (ID)" names it; the id alone does not (a train named like the id, "P2-train", is a train)
    named = named.split(`${name} (${id})`).join(name);
    // a name that carries the id ("Private P16 (Tax Haven)") names it wherever it stands whole
    if (alone(id).test(name)) named = named.split(name).join('');
    const short = book.shortNames.get(id);
    if (short) named = named.split(short).join('');
    if (new RegExp(`(?<![\\w&'-])${esc(id)}(?![\\w&-])`).test(named)) found.push(`company id "${id}" without its name (${name})`);
  }
  for (const [id, name] of book.hexLike) {
    // (a number after "for", "of"… or before ":" is a count, a price or a train: only a minor's number that acts or
    // is held names it)
    const numeric = /^\d+$/.test(id);
    const object = numeric ? '' : `\\b(?:for|wins|of|buys|owns|sells) ${esc(id)}(?![\\w&-])|`;
    const colon = numeric ? '' : `|(?<![\\w&-])${esc(id)}:`;
    const re = new RegExp(`${object}(?<![\\w&£$¥-])${esc(id)} (?:closes|operates|passes|pays|runs|lays|buys|withholds|goes|\\d+%)${colon}`);
    if (re.test(text)) found.push(`company id "${id}" without its name (${name})`);
  }
  // an amount in another title's currency ("$120" in a game played in yen)
  for (const m of text.matchAll(/([$¥£€])\d/g)) if (m[1] !== book.currency) found.push(`amount in ${m[1]}, not ${book.currency}: "${text.slice(m.index, m.index + 8)}"`);
  for (const name of book.staleNames) if (alone(name).test(text)) found.push(`log name "${name}" after the seat was claimed`);
  for (const id of book.playerIds) if (new RegExp(`(?<![\\w$<@.&-])${esc(id)}(?![\\w%&>-])`).test(text.replace(/<@\d+>/g, ''))) found.push(`player id "${id}"`);
  // "1 trains", "(1 shares)": a count of one with a plural
  // (not a number such as "game #1 has")
  for (const m of text.matchAll(/(?<![\d.$#])\b1 ([a-z]+[^s\W]s)\b/g)) found.push(`"${m[0]}"`);
  return found;
}
