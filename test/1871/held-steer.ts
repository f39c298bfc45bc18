// A steered 1871 game (data version 2 unless told) for the held privates' tests: in each sealed auction one player
// bids the first price on the privates it wants and the minors it names, the others the other privates and minors; everything else is passed, or the first
// listed move made where a pass is not listed (a forced train), until `stop` says so.
import type { GameState } from '../../src/engine/18xx/state.ts';
import def from '../../src/engine/titles/1871/index.ts';
import type { Action } from '../../src/engine/types.ts';
import { dataVersion } from '../../src/engine/titles/1871/data/index.ts';

export const SEATS = [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bob' }, { id: 'c', name: 'Cyd' }];

/**
 * Plays until `stop(state)`; player `a` wins `privates` and `minors` as they come on offer (first price, nobody else
 * bids on them); with `layOwn`, a's companies make their first listed own lay; the moves made go into `log`.
 */
export function steer(seed: number, wants: { privates: string[]; minors: string[] }, stop: (state: GameState) => boolean, opts: { version?: string; layOwn?: boolean; log?: Action[] } = {}, max = 2000): GameState {
  const { version = '2', layOwn = false } = opts;
  const play = (a: Action) => {
    opts.log?.push(a);
    def.process(state, structuredClone(a));
  };
  const state = def.setup({ seed, players: SEATS, options: { seed, data_version: version } }) as GameState;
  for (let n = 0; n < max && !stop(state) && !def.finished(state); n++) {
    const sheet = def.sealed!.sheet(state, null);
    if (sheet) {
      const wanted = (id: string) => wants.privates.includes(id) || wants.minors.includes(id);
      const privates = new Set(dataVersion(version).companies.privates.map((c) => c.id));
      const minors = new Set(dataVersion(version).companies.minors.map((c) => c.id));
      for (const p of def.activePlayers(state).map(String)) {
        // (b takes the other privates, c the other minors, so that the ones after them come on offer)
        const other = (i: { id: string }) => !wanted(i.id) && (p === 'b' ? privates : minors).has(i.id);
        const mine = sheet.items.filter((i) => (p === 'a' ? wanted(i.id) : p !== 'a' && other(i)));
        play(def.sealed!.submit(state, p, Object.fromEntries(mine.map((i) => [i.id, i.prices[0]!]))));
      }
      continue;
    }
    const p = String(def.activePlayers(state)[0]);
    const choices = def.legalActions(state, p);
    const pass = choices.find((c) => c.action.type === 'pass');
    // a's operators lay their own track (the first listed lay, no private's), so that their track grows
    const own = p === 'a' && layOwn ? choices.find((c) => c.action.type === 'lay_tile' && c.action.company === undefined) : undefined;
    play((own ?? pass ?? choices[0]!).action);
  }
  return state;
}
