// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so its
// work (every query, a big import's inserts, migrations) never holds up the bot's event loop.
// Plain JavaScript so that it starts the same under tsx, vitest and node. The other side is
// pglite-thread.ts; the messages:
//   { id, op: 'query', sql, params, rowMode, raw, tx? }  raw: type oids returned as text (drizzle's parsers)
//   { id, op: 'exec', sql, tx? }
//   { id, op: 'begin' } → the transaction's number; then queries with `tx`, and { id, op: 'commit' | 'rollback', tx }
//   { id, op: 'close' }
// Each is answered { id, ok: true, result } or { id, ok: false, error }.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// workerData.image: an in-memory database starts from this data folder image (dumpDataDir's tar)
const memory = () => (workerData.image ? new PGlite({ loadDataDir: new Blob([workerData.image]) }) : new PGlite());
const pg = workerData.dataDir === 'memory://' ? memory() : new PGlite(workerData.dataDir);

/** Open transactions: the messages waiting for each, and how to wake its loop. */
const open = new Map();
let nextTx = 1;

function reply(id, ok, value) {
  parentPort.postMessage(ok ? { id, ok, result: value } : { id, ok, error: errorData(value) });
}

/** An error as plain data: PostgreSQL's fields (code, detail, constraint…) survive the crossing. */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { message: err.message, name: err.name, stack: err.stack };
  for (const [k, v] of Object.entries(err)) if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) data[k] = v;
  return data;
}

function queryOptions(msg) {
  const parsers = {};
  for (const oid of msg.raw ?? []) parsers[oid] = (value) => value;
  return { rowMode: msg.rowMode ?? 'object', parsers };
}

function plain(result) {
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

async function run(on, msg) {
  if (msg.op === 'query') return plain(await on.query(msg.sql, msg.params ?? [], queryOptions(msg)));
  if (msg.op === 'exec') return (await on.exec(msg.sql)).map(plain);
  throw new Error(`unknown op ${msg.op}`);
}

function begin(msg) {
  const tx = nextTx++;
  const state = { queue: [], wake: null };
  open.set(tx, state);
  const next = () => (state.queue.length ? Promise.resolve(state.queue.shift()) : new Promise((resolve) => (state.wake = resolve)));
  let last = null;
  pg.transaction(async (t) => {
    reply(msg.id, true, tx);
    for (;;) {
      const m = await next();
      if (m.op === 'commit') return (last = m);
      if (m.op === 'rollback') {
        last = m;
        await t.rollback();
        return;
      }
      try {
        reply(m.id, true, await run(t, m));
      } catch (err) {
        reply(m.id, false, err);
      }
    }
  }).then(
    () => {
      open.delete(tx);
      if (last) reply(last.id, true, null);
    },
    (err) => {
      open.delete(tx);
      if (last) reply(last.id, false, err);
      else reply(msg.id, false, err);
    },
  );
}

function deliver(msg) {
  const state = open.get(msg.tx);
  if (!state) return reply(msg.id, false, new Error(`transaction ${msg.tx} is not open`));
  if (state.wake) {
    const wake = state.wake;
    state.wake = null;
    wake(msg);
  } else state.queue.push(msg);
}

parentPort.on('message', (msg) => {
  if (msg.tx !== undefined) return deliver(msg);
  if (msg.op === 'begin') return begin(msg);
  if (msg.op === 'close') {
    pg.close().then(
      () => reply(msg.id, true, null),
      (err) => reply(msg.id, false, err),
    );
    return;
  }
  run(pg, msg).then(
    (result) => reply(msg.id, true, result),
    (err) => reply(msg.id, false, err),
  );
});

pg.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ ready: false, error: errorData(err) }),
);
