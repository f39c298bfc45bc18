// PGlite in a worker thread (pglite-worker.mjs), behind the slice of PGlite's client API that
// drizzle-orm/pglite uses: query, exec, transaction, close. PGlite is PostgreSQL compiled to
// WebAssembly and runs wherever it is called; in the bot's own thread every query, and most of all
// a big import or the migrations, would stop the bot from answering anyone else meanwhile.
// PGlite serializes everything itself (one session), so a transaction here holds the database the
// way it would in-thread: other queries wait for it in the worker, not in the bot's event loop.
import { Worker } from 'node:worker_threads';

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, type: number) => unknown> };

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The part of a PGlite transaction drizzle uses. */
export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

function toError(data: Reply['error']): Error {
  const err = new Error(data?.message ?? 'PGlite worker error');
  Object.assign(err, data);
  return err;
}

/** Type oids drizzle wants back as text: its parsers for them must be identities (checked). */
function rawTypes(options?: QueryOptions): number[] {
  return Object.entries(options?.parsers ?? {}).map(([oid, parse]) => {
    if (parse('\u0001probe', Number(oid)) !== '\u0001probe') throw new Error(`PGlite thread: only pass-through parsers can cross to the worker (type ${oid})`);
    return Number(oid);
  });
}

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private dead: Error | null = null;
  readonly waitReady: Promise<void>;

  /** `image`: an in-memory database starts from this data folder image (open.ts OpenOptions.image). */
  constructor(dataDir: string, image?: Uint8Array) {
    // Plain JavaScript needs none of the parent's flags (a `--import` of a .ts file would fail there).
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, image }, execArgv: [] });
    this.worker.unref(); // as an in-thread PGlite: the database alone keeps nobody alive (see call)
    this.waitReady = new Promise<void>((resolve, reject) => {
      const first = (msg: { ready?: boolean; error?: Reply['error'] }) => {
        if (msg.ready === undefined) return;
        this.worker.off('message', first);
        if (msg.ready) resolve();
        else reject(toError(msg.error));
      };
      this.worker.on('message', first);
      this.worker.once('error', reject);
    });
    this.worker.on('message', (msg: Reply) => {
      if (msg.id === undefined) return;
      const waiter = this.pending.get(msg.id);
      if (!waiter) return;
      this.pending.delete(msg.id);
      if (this.pending.size === 0) this.worker.unref();
      if (msg.ok) waiter.resolve(msg.result);
      else waiter.reject(toError(msg.error));
    });
    const fail = (err: Error) => {
      this.dead = err;
      for (const waiter of this.pending.values()) waiter.reject(err);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`PGlite worker exited (${code})`)));
  }

  private call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    // While an answer is awaited the worker keeps the process alive, as a socket would.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return this.call({ op: 'query', sql, params, rowMode: options?.rowMode, raw: rawTypes(options), tx });
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, tx });
  }

  /** Runs `fn` in one transaction: committed if it returns, rolled back if it throws or calls rollback(). */
  async transaction<T>(fn: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const handle: ThreadTransaction = {
      query: async (sql, params, options) => (check(), this.query(sql, params, options, tx)),
      exec: async (sql) => (check(), this.exec(sql, tx)),
      rollback: async () => {
        check();
        closed = true;
        await this.call({ op: 'rollback', tx });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'rollback', tx }).catch(() => undefined);
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'commit', tx });
    }
    return result;
  }

  async close(): Promise<void> {
    if (this.dead) return;
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
