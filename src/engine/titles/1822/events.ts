// 1822's own events (the shared ones are in engine/events.ts).

export interface Events1822 {
  /** An operator chose what a private it acquired gives it (P8: `token`, a free lay, or `discount`). */
  ability_chosen: { entity: string; company: string; choice: string };
}

declare module '../../events.ts' {
  // (a title's events join the engine's open list of them)
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TitleEvents extends Events1822 {}
}
