// Setting up a game of 1822: the companies drawn into a random order with the game's seed (as 18xx.games draws
// them), the bid boxes' fixed first items, 1822+'s removed privates, and the trains privates hold.
import type { GameState } from '../../18xx/state.ts';
import { SeededRandom } from '../../rng.ts';
import { scenarioData, type Options1822, type ScenarioKey } from './data.ts';

/** The game's companies in their drawn order (minors, concessions, privates), and those out of the game. */
export function drawCompanyOrder(seed: number, key: ScenarioKey, o: Options1822, syms: readonly string[]): { keep: string[]; removed: string[] } {
  const rng = new SeededRandom(seed);
  // each company draws a number in turn; they are sorted by it
  const drawn = syms.map((sym) => ({ sym, at: rng.next() })).sort((a, b) => a.at - b.at);
  const order = drawn.map((d) => d.sym);
  const s = scenarioData(key);
  const first = (list: string[], sym: string | null | undefined) => (sym && list.includes(sym) ? [sym, ...list.filter((x) => x !== sym)] : list);
  const startMinor = key === 'mrs' && o.advanced ? s.bidboxStartMinorAdvanced : s.bidboxStartMinor;
  const minors = first(order.filter((x) => x[0] === 'M'), startMinor);
  const concessions = first(order.filter((x) => x[0] === 'C'), s.bidboxStartConcession);
  let privates = first(order.filter((x) => x[0] === 'P'), s.bidboxStartPrivate);
  const removed: string[] = [];
  if (o.plus && !o.noRemovals) {
    const [box1, box2, box3] = s.plusBidboxes as [string[], string[], string[]];
    privates = [...privates.filter((p) => box1.includes(p)), ...privates.filter((p) => box2.includes(p)), ...privates.filter((p) => box3.includes(p))];
    // one of the track privates (never the LCDR) and two of the others leave the game
    const out2 = privates.find((p) => p !== 'P5' && box2.includes(p));
    if (out2) removed.push(out2);
    removed.push(...privates.filter((p) => box3.includes(p)).slice(0, 2));
    privates = privates.filter((p) => !removed.includes(p));
  }
  return { keep: [...minors, ...concessions, ...privates], removed };
}

/** Trains the privates carry (out of the depot): P1's 5P, P3/P4's 2P, P13/P14's Pullmans, P19's LP. */
export const PRIVATE_TRAINS: Record<string, string> = { P1: '5P-0', P3: '2P-0', P4: '2P-1', P13: 'P+-0', P14: 'P+-1', P19: 'LP-0' };

export function privateTrains(state: GameState): void {
  const held = new Set(Object.values(PRIVATE_TRAINS));
  for (const [company, id] of Object.entries(PRIVATE_TRAINS)) {
    const t = state.trains.find((x) => x.id === id);
    if (t) t.owner = state.companies.some((c) => c.sym === company && !c.closed) ? company : 'gone';
  }
  state.upcoming = state.upcoming.filter((id) => !held.has(id));
}
