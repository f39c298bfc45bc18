// The events 1871 records are the engine's structured events.
export type { GameEvent as SteelEvent } from '../../events.ts';
