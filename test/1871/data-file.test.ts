// Every shipped 1871 data file validates; broken ones fail with errors that name the file and the path.
import { mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATA_VERSIONS, LATEST_DATA_VERSION, dataVersion, DataFileError, loadDataFile } from '../../src/engine/titles/1871/data/index.ts';

const V1 = new URL('../../src/engine/titles/1871/data/v1.json', import.meta.url);
const v1 = () => JSON.parse(readFileSync(V1, 'utf8'));

function problemsOf(mutate: (d: any) => void, name = 'v1.json'): string[] {
  const d = v1();
  mutate(d);
  const dir = mkdtempSync(join(tmpdir(), 'steel-'));
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(d));
  try {
    loadDataFile(pathToFileURL(file), '1');
  } catch (err) {
    expect(err).toBeInstanceOf(DataFileError);
    expect((err as Error).message).toContain(name);
    return (err as DataFileError).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return [];
}

describe('1871 data files', () => {
  it('every shipped version validates and carries its own version number', () => {
    expect(DATA_VERSIONS.length).toBeGreaterThan(0);
    for (const v of DATA_VERSIONS) expect(dataVersion(v).version).toBe(v);
    expect(dataVersion(undefined).version).toBe('1');
    expect(DATA_VERSIONS).toContain(LATEST_DATA_VERSION);
  });

  it('every section says published or provisional, with a basis', () => {
    const d = dataVersion(LATEST_DATA_VERSION) as any;
    const sections = Object.entries(d).filter(([, v]) => typeof v === 'object' && v !== null);
    expect(sections.length).toBeGreaterThanOrEqual(14);
    for (const [name, s] of sections) {
      expect(['published', 'provisional'], name).toContain((s as any).status);
      expect((s as any).basis.length, name).toBeGreaterThan(5);
    }
  });

  it('labels the tile lays honestly: the seed gives only the majors\' options from phase III', () => {
    for (const v of DATA_VERSIONS) {
      const d = dataVersion(v);
      expect(d.tile_lays.status).toBe('published');
      expect(Object.keys(d.tile_lays).sort()).toEqual(['basis', 'major_choices', 'major_from', 'status']);
      expect(d.tile_lays_early.status).toBe('provisional');
      expect(Object.keys(d.tile_lays_early).sort()).toEqual(['basis', 'major_before_III', 'minor', 'status']);
    }
  });

  it('an unknown version is refused with the versions there are', () => {
    expect(() => dataVersion('99')).toThrow(/not shipped/);
  });

  it('a bid class with five prices is refused, naming the path', () => {
    expect(problemsOf((d) => d.bid_classes.prices.B.pop())).toEqual(['bid_classes.prices.B: a bid class has exactly six prices']);
  });

  it('prices that do not rise, a missing section, an unknown field are all reported', () => {
    const problems = problemsOf((d) => {
      d.bid_classes.prices.A = [10, 20, 20, 40, 50, 60];
      delete d.loans;
      d.money.extra = 1;
    });
    expect(problems).toContain('bid_classes.prices.A: the six prices rise strictly from left to right');
    expect(problems.some((p) => p.startsWith('loans:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('money:') && p.includes('extra'))).toBe(true);
  });

  it('cross-references are checked: homes, paper majors, the seed token rule, player counts, tiles', () => {
    const problems = problemsOf((d) => {
      d.companies.minors[0].home = 'A3';
      d.companies.paper[0].major = 'XX';
      d.companies.majors[0].tokens = { square: 2, round: 2 };
      delete d.money.cert_limit['4'];
      d.tiles.manifest['9999'] = 1;
      d.companies.privates[1].class = 'C';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'companies.minors[0].home: A3 is not a city on the map',
        'companies.paper[0].major: no major XX',
        'companies.majors[0].tokens: a major has exactly one token of one class (seed), not 2 square / 2 round',
        'money.cert_limit: no entry for 4 players',
        'tiles.manifest: tile 9999 is not a standard tile',
        'companies.privates[1].class: C is not a private class (auction.private_classes: A, B)',
      ]),
    );
  });

  it('private abilities are checked: known types, fields, and a terrain the map has', () => {
    const noWater = problemsOf((d) => {
      d.companies.privates[0].ability = { type: 'terrain_discount', terrain: 'water', basis: 'test' };
      d.map.hexes = d.map.hexes.filter((g: { code: string }) => !g.code.includes('terrain:water'));
    });
    expect(noWater).toEqual(['companies.privates[0].ability.terrain: no water hex on the map']);
    const unknown = problemsOf((d) => (d.companies.privates[1].ability = { type: 'teleport', basis: 'test' }));
    expect(unknown).toEqual([expect.stringMatching(/^companies\.privates\[1\]\.ability\.type: /)]);
    expect(problemsOf((d) => (d.companies.privates[0].ability = { type: 'extra_tile_lay', basis: 'test' }))).toEqual([]);
  });

  it('a file named for one version but saying another is refused', () => {
    expect(problemsOf((d) => (d.version = '2'))).toEqual(['version: the file is named for version 1 but says "2"']);
  });

  it('bad JSON is reported as such', () => {
    const dir = mkdtempSync(join(tmpdir(), 'steel-'));
    writeFileSync(join(dir, 'v1.json'), '{ not json');
    try {
      expect(() => loadDataFile(pathToFileURL(join(dir, 'v1.json')))).toThrow(/v1\.json is invalid:\n {2}- not readable JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
