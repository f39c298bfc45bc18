export * from './types.ts';
export * from './game.ts';
export * from './registry.ts';
export { SeededRandom } from './rng.ts';
export { effectiveActions } from './log.ts';
export * from './sealed.ts';
export * from './events.ts';
