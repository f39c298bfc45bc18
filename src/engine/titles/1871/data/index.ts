// The 1871 data files: every `v<N>.json` beside this file, read and validated once at start-up
// (importing the title fails with a DataFileError naming the file and each problem). A game keeps
// the version it started with: its settings carry `data_version`; a game without one is a
// version-1 game. New games get the highest version. Adding `v2.json` needs no code change.
import { readdirSync, readFileSync } from 'node:fs';
import type { SteelData } from './schema.ts';
import { DataFileError, validateData } from './validate.ts';

const DIR = new URL('./', import.meta.url);
const FILE = /^v(\d+)\.json$/;

/** Reads and validates one data file; `expectVersion` is the version its name promises. */
export function loadDataFile(url: URL, expectVersion?: string): SteelData {
  const source = url.pathname.split('/').pop() ?? url.pathname;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(url, 'utf8'));
  } catch (err) {
    throw new DataFileError(source, [`not readable JSON: ${err instanceof Error ? err.message : String(err)}`]);
  }
  const data = validateData(raw, source);
  if (expectVersion !== undefined && data.version !== expectVersion) {
    throw new DataFileError(source, [`version: the file is named for version ${expectVersion} but says "${data.version}"`]);
  }
  return data;
}

function loadAll(): Map<string, SteelData> {
  const files = readdirSync(DIR)
    .map((name) => FILE.exec(name))
    .filter((m): m is RegExpExecArray => !!m)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const out = new Map<string, SteelData>();
  for (const m of files) out.set(m[1]!, loadDataFile(new URL(m[0], DIR), m[1]));
  if (!out.size) throw new DataFileError(DIR.pathname, ['no v<N>.json data file found']);
  return out;
}

const VERSIONS = loadAll();

/** Every shipped data version, oldest first. */
export const DATA_VERSIONS: readonly string[] = [...VERSIONS.keys()];
/** The version a new game starts with. */
export const LATEST_DATA_VERSION = DATA_VERSIONS[DATA_VERSIONS.length - 1]!;
/** The version of a game whose settings name none (games started before versioning was stored). */
export const DEFAULT_DATA_VERSION = '1';

export function dataVersion(version: string | undefined): SteelData {
  const key = version ?? DEFAULT_DATA_VERSION;
  const data = VERSIONS.get(key);
  if (!data) throw new Error(`1871 data version "${key}" is not shipped (have ${DATA_VERSIONS.join(', ')}).`);
  return data;
}

export type { SteelData } from './schema.ts';
export { DataFileError, validateData } from './validate.ts';
