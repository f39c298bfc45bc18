// The index of certificates by owner (lookup.ts) is dropped by ownersChanged at every owner change. With the
// check on, every answer is compared with a scan of the certificates, over whole real and generated games.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '../../src/titles.ts';
import { replay } from '../../src/engine/game.ts';
import { checkOwnerIndex, certificatesHeldBy } from '../../src/engine/18xx/lookup.ts';
import type { GameState } from '../../src/engine/18xx/state.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { FIXTURES_18XX } from '../helpers/shared.ts';

const dirs = [FIXTURES_18XX, ...['18chesapeake-generated', '1828-generated'].map((d) => fileURLToPath(new URL(`../fixtures/${d}`, import.meta.url)))];
const files = dirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => `${dir}/${f}`));

describe('certificates by owner', () => {
  beforeAll(() => checkOwnerIndex(true));
  afterAll(() => checkOwnerIndex(false));

  it('finds games to replay', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files.map((f) => [f.split('/').slice(-2).join('/'), f]))('%s: the index agrees with a scan after every action', (_name, file) => {
    const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
    expect(() => replay(log)).not.toThrow();
  });

  it('a certificate moved without ownersChanged is caught', () => {
    const log = JSON.parse(readFileSync(`${FIXTURES_18XX}/1828-23366.json`, 'utf8')) as GameLog;
    const state = replay({ ...log, actions: log.actions.slice(0, 40) }).state as GameState;
    const player = state.players[0]!.id;
    certificatesHeldBy(state.shares, player);
    const other = state.shares.find((s) => s.owner !== player)!;
    other.owner = player;
    expect(() => certificatesHeldBy(state.shares, player)).toThrow(/stale/);
  });
});
