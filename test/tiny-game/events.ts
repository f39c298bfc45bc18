// Tiny Rails' own event (the `milestones` variant): declared here, in the title's folder, as any title declares
// its events; its words are in words.ts beside it. Nothing shared changes for it.

export interface TinyEvents {
  /** The counter passed a multiple of five: who brought it there, and where it stands now. */
  counter_milestone: { player: string; counter: number; five: number };
}

declare module '../../src/engine/events.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TitleEvents extends TinyEvents {}
}
