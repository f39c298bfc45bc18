// Arrays kept in a game's state or in a long-lived index are built with push, not Array.prototype.map: V8's optimising
// compiler builds a map() result as a holey array where the interpreter builds a packed one, so the same field would
// hold arrays of two kinds depending on whether the code that made them had been optimised yet, and every optimised
// function reading them is thrown away ("wrong map") when the other kind turns up — tens of times over a process's
// first replays of an 18xx game. (Only map() differs so: filter, slice, spread, Array.from and literals do not.)

/** xs.map(f) as a packed array, whichever tier runs it. */
export function packedMap<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!, i));
  return out;
}
