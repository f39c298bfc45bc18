// The interactions this process is handling right now. A handler's promise covers everything the
// interaction does (acknowledgement, storage, every message and follow-up), so "handled" is exact:
// the stand-in and local mode wait on it instead of a quiet period (src/local/world.ts).
export class InFlight {
  private readonly running = new Map<string, Set<Promise<void>>>();
  private idleWaiters: (() => void)[] = [];
  /** Interactions received since start (each delivery counts, a duplicate too). */
  received = 0;

  /** Runs `handle` for interaction `id`, tracked until it settles; returns its promise as it is. */
  track(id: string, handle: () => Promise<void>): Promise<void> {
    this.received++;
    const run = handle();
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    let set = this.running.get(id);
    if (!set) this.running.set(id, (set = new Set()));
    set.add(settled);
    void settled.then(() => {
      set.delete(settled);
      if (!set.size && this.running.get(id) === set) this.running.delete(id);
      if (!this.running.size) for (const wake of this.idleWaiters.splice(0)) wake();
    });
    return run;
  }

  /** Resolves when every delivery of interaction `id` this process has begun is handled (at once if none). */
  async done(id: string): Promise<void> {
    for (let set = this.running.get(id); set?.size; set = this.running.get(id)) await Promise.all(set);
  }

  /** Resolves when this process handles no interaction. */
  idle(): Promise<void> {
    if (!this.running.size) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** How many interactions are being handled now. */
  get size(): number {
    let n = 0;
    for (const set of this.running.values()) n += set.size;
    return n;
  }
}
