// Runs an entry point (src/main.ts, src/cli/main.ts) as one CommonJS bundle compiled with V8's code cache:
// `tsx src/launch.ts ENTRY [args...]`. A restarted bot or a fresh CLI process then starts with the bytecode a
// previous process compiled instead of compiling every function again when it first runs (18Chesapeake's
// first replay after a restart: ~26 ms instead of ~40). Node 22 does this for modules
// (module.enableCompileCache); Node 20 caches only scripts, hence the bundle. The cache is only a cache: keyed
// by the bundle's hash (V8 itself checks just the source's length), written atomically, ignored when V8
// rejects it; STATIONMASTER_NO_BUNDLE=1, a failed build or a cache folder it cannot write runs the entry
// directly.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { build, type Plugin } from 'esbuild';
import { tuneV8 } from './v8-tuning.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where bundles and their code caches are kept (STATIONMASTER_CACHE_DIR moves it, e.g. for tests). */
const cacheDir = () => process.env.STATIONMASTER_CACHE_DIR || join(ROOT, 'node_modules', '.cache', 'stationmaster');
/** A long-running process (the bot) writes its cache this long after start, not only at exit. */
const SAVE_AFTER_MS = 60_000;

/** Each module's import.meta.url stays its own file's URL (its neighbours are found from it: fonts, data, workers). */
const importMetaUrl: Plugin = {
  name: 'import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/** The entry and everything it imports from src/ as one CommonJS script (packages stay outside, required). */
export async function bundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    keepNames: true, // as tsx compiles: functions keep their names (stack traces, logs)
    write: false,
    logLevel: 'silent',
    plugins: [importMetaUrl],
  });
  return out.outputFiles[0]!.text;
}

type CacheUse = 'used' | 'made' | 'rejected';

/** Compiles and runs a bundle as `file` with the code cache beside it; returns what writes the cache. */
function runBundle(code: string, file: string, requireFrom: string): () => void {
  const cacheFile = file.replace(/\.cjs$/, '.v8cache');
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${code}\n})`;
  const script = new vm.Script(wrapper, { filename: file, ...(cachedData ? { cachedData } : {}) });
  const use: CacheUse = !cachedData ? 'made' : script.cachedDataRejected ? 'rejected' : 'used';
  // written when missing or rejected, and again whenever this process has compiled clearly more than is kept
  let kept = use === 'used' ? cachedData!.length : 0;
  const save = () => {
    const data = script.createCachedData();
    if (data.length <= kept * 1.02) return;
    try {
      writeAtomically(cacheFile, data);
      kept = data.length;
    } catch {
      // a read-only or full disk: the next start compiles again
    }
  };
  process.env.STATIONMASTER_CODE_CACHE = use; // (the CLI reports it)
  const mod = { exports: {} };
  const fn = script.runInThisContext() as (e: object, r: NodeRequire, m: object, f: string, d: string) => void;
  fn(mod.exports, createRequire(requireFrom), mod, file, dirname(file));
  return save;
}

/** The bundle's file: named by its entry and its hash, so a changed bundle never meets an older bundle's cache. */
export function bundleFile(dir: string, entry: string, code: string): { file: string; name: string } {
  const name = basename(entry).replace(/\.ts$/, '') + '-' + basename(dirname(entry));
  const hash = createHash('sha256').update(code).update(process.version).digest('hex').slice(0, 16);
  return { file: join(dir, `${name}-${hash}.cjs`), name };
}

/** Writes the bundle under the cache directory, dropping the entry's older bundles and caches. */
function stage(entry: string, code: string): string {
  const dir = cacheDir();
  const { file, name } = bundleFile(dir, entry, code);
  mkdirSync(dir, { recursive: true });
  const mine = basename(file).replace(/\.cjs$/, '.');
  for (const old of readdirSync(dir)) if (old.startsWith(`${name}-`) && !old.startsWith(mine) && !old.endsWith('.tmp')) rmSync(join(dir, old), { force: true });
  // (the name holds the content's hash and files are only ever renamed into place whole: one there is this bundle)
  if (!existsSync(file)) writeAtomically(file, code);
  return file;
}

/** Written under a name of this process's and renamed, so no process ever reads half a file. */
function writeAtomically(file: string, data: string | Buffer): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

async function main(): Promise<void> {
  const [entryArg, ...args] = process.argv.slice(2);
  if (!entryArg) {
    process.stderr.write('usage: tsx src/launch.ts ENTRY.ts [args...]\n');
    process.exit(2);
  }
  tuneV8();
  const entry = resolve(entryArg);
  process.argv = [process.argv[0]!, entry, ...args];
  let code: string | undefined;
  if (process.env.STATIONMASTER_NO_BUNDLE !== '1') {
    try {
      code = await bundle(entry);
    } catch {
      code = undefined; // run directly: tsx reports whatever broke the build, with the source's own lines
    }
  }
  let file: string | undefined;
  try {
    if (code !== undefined) file = stage(entry, code);
  } catch {
    file = undefined; // a cache folder it cannot write (read-only install): the sources, as without the launcher
  }
  if (code === undefined || file === undefined) {
    process.env.STATIONMASTER_CODE_CACHE = 'off';
    await import(pathToFileURL(entry).href);
    return;
  }
  const save = runBundle(code, file, entry);
  process.on('exit', save);
  setTimeout(save, SAVE_AFTER_MS).unref();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
