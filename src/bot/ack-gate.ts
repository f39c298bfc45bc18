// Acknowledgements before heavy work. A handler's work can hold the event loop for seconds (listing legal moves:
// 1822's late run search), and while it runs no other interaction this process has received is acknowledged,
// so they may miss Discord's 3 seconds. The router passes every interaction through here between its own
// acknowledgement and its handler: first one turn of the event loop (interactions already received are
// dispatched and send their acknowledgements), then a wait for the acknowledgements in flight.

/** Longest wait for other interactions' acknowledgements (one that hangs must not hold this one's work). */
const MAX_WAIT_MS = 2_000;

export class AckGate {
  private readonly inFlight = new Set<Promise<void>>();

  /** Tracks an acknowledgement until it settles (its outcome stays the caller's). */
  track(ack: Promise<unknown>): void {
    const settled = ack.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
  }

  /** Resolves once the interactions received so far have sent their acknowledgements (or after MAX_WAIT_MS). */
  async clear(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!this.inFlight.size) return;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)));
    await Promise.race([Promise.all([...this.inFlight]), late]);
    clearTimeout(timer);
  }
}
