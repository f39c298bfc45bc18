// 1830 (18xx.games "1830") on the shared 18xx engine.
import type { Ctx } from '../../18xx/context.ts';
import { makeDefinition } from '../../18xx/definition.ts';
import { setupGame } from '../../18xx/setup.ts';
import type { GameState } from '../../18xx/state.ts';
import { EventLog } from '../../events.ts';
import { config1830, OPTIONAL_RULES, TITLE } from './data.ts';
import { map1830 } from './map.ts';
import { rules1830 } from './rules.ts';

/** 1830's own state: the optional rules the game was set up with. */
export interface State1830 {
  optionalRules: string[];
}

export function ctx1830(state?: GameState): Ctx {
  const rules = state ? (state.title as unknown as State1830).optionalRules : [];
  return { cfg: config1830(rules), map: map1830, rules: rules1830, events: new EventLog() };
}

function setup(seed: number, players: { id: string | number; name: string }[], options: Record<string, unknown>): GameState {
  const known = new Set<string>(OPTIONAL_RULES.map((r) => r.id));
  const optionalRules = ((options.optional_rules as string[] | undefined) ?? []).filter((r) => known.has(r));
  const own: State1830 = { optionalRules };
  return setupGame(ctx1830({ title: own } as unknown as GameState), seed, players, { title: { ...own } });
}

export default makeDefinition({
  id: '1830',
  titles: [TITLE],
  displayName: '1830',
  minPlayers: 2,
  maxPlayers: 6,
  variants: OPTIONAL_RULES.map((r) => ({ id: r.id, title: r.title, description: r.description })),
  ctxOf: (state) => ctx1830(state),
  setup: ({ seed, players, options }) => setup(seed, players, options),
});
