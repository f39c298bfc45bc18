// Replays every real and generated 18xx fixture and records a hash of the whole state and the events after every
// action, so a change meant to keep replays identical (a speed-up) can be checked action by action:
//   npx tsx tools/state-hashes.ts /tmp/before.json          (on the old code)
//   npx tsx tools/state-hashes.ts /tmp/after.json           (on the new code)
//   npx tsx tools/state-hashes.ts --compare /tmp/before.json /tmp/after.json
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import '../src/titles.ts';
import { newGame } from '../src/engine/game.ts';
import { effectiveActions } from '../src/engine/log.ts';
import type { GameLog } from '../src/engine/types.ts';
import { FIXTURES_18XX } from '../test/helpers/shared.ts';

const DIRS = [FIXTURES_18XX, ...['18chesapeake-generated', '1828-generated'].map((d) => fileURLToPath(new URL(`../test/fixtures/${d}`, import.meta.url)))];

/** JSON with Maps and Sets spelled out (an engine state is plain JSON, but a title might keep one). */
function plain(v: unknown): unknown {
  if (v instanceof Map) return { map: [...v.entries()].map(([k, x]) => [k, plain(x)]) };
  if (v instanceof Set) return { set: [...v].map(plain) };
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

const hash = (...parts: unknown[]): string => {
  const h = createHash('sha1');
  for (const p of parts) h.update(JSON.stringify(plain(p)) ?? 'undefined');
  return h.digest('hex').slice(0, 12);
};

/** Hash after setup, then after each effective action (state and that action's events); an error ends the list. */
function hashes(log: GameLog): string[] {
  const game = newGame(log.title, log.players, log.settings);
  const out = [hash(game.state)];
  for (const action of effectiveActions(log.actions)) {
    try {
      const events = action.type === 'message' ? [] : (game.def.process(game.state, action) ?? []);
      for (const auto of action.auto_actions ?? []) events.push(...(game.def.process(game.state, auto) ?? []));
      out.push(hash(game.state, events));
    } catch (err) {
      out.push(`error: ${(err as Error).message}`);
      break;
    }
  }
  return out;
}

function compare(a: Record<string, string[]>, b: Record<string, string[]>): number {
  let differ = 0;
  for (const file of Object.keys(a)) {
    const x = a[file]!;
    const y = b[file] ?? [];
    const at = x.findIndex((h, i) => h !== y[i]);
    if (at >= 0 || x.length !== y.length) {
      differ++;
      console.log(`DIFF ${file}: first after action ${at < 0 ? Math.min(x.length, y.length) : at} (${x.length} vs ${y.length} states)`);
    }
  }
  console.log(differ ? `${differ} of ${Object.keys(a).length} files differ` : `all ${Object.keys(a).length} files identical after every action`);
  return differ ? 1 : 0;
}

const args = process.argv.slice(2);
if (args[0] === '--compare') {
  const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Record<string, string[]>;
  process.exitCode = compare(read(args[1]!), read(args[2]!));
} else if (args[0]) {
  const out: Record<string, string[]> = {};
  for (const dir of DIRS)
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      out[`${dir.split('/').pop()}/${name}`] = hashes(JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as GameLog);
    }
  writeFileSync(args[0], JSON.stringify(out));
  console.log(`${Object.keys(out).length} games, ${Object.values(out).reduce((n, h) => n + h.length, 0)} states → ${args[0]}`);
} else {
  console.log('usage: npx tsx tools/state-hashes.ts OUT.json | --compare A.json B.json');
}
