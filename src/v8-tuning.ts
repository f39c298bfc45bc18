// V8 settings for the processes we ship (the bot and the CLI, set by src/launch.ts) and for the benchmarks that
// measure them (bench/run.ts). TurboFan inlines only small functions (bytecode up to 40 bytes, instead of 460):
// a replay of real games then reaches its optimised speed about a third sooner — compiling the large inlined
// graphs took most of the optimising thread's time (18Chesapeake 1905: ~2 s of TurboFan over its first 40
// replays), and a restarted bot replays every game it loads once or a few times — while the settled speed stays
// the same (median of replays 1–24 / 60–99 in one process, three processes each: 1905 16.0 → 11.8 / 4.6 → 4.1 ms,
// 1828-23366 35.8 → 24.6 / 12.1 → 11.0 ms). Flags change only how V8 compiles, never what the code does.
import v8 from 'node:v8';

export const V8_FLAGS: readonly string[] = ['--max-inlined-bytecode-size=40'];

/** Sets V8_FLAGS; call it first thing, before the code it is meant for has been optimised. */
export function tuneV8(): void {
  for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
}
