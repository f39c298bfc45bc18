// Rendering real and played games at several points gives valid, sane, non-trivial PNGs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replay, type LoadedGame } from '../../src/engine/game.ts';
import { viewGame } from '../../src/engine/view.ts';
import type { GameLog } from '../../src/engine/types.ts';
import { renderMap, renderMarket, renderStatus } from '../../src/render/index.ts';
import { countEffective, replayAt } from '../../src/render/replay-at.ts';
import { contentStats, decodePng, loadShared, playChicagoExpress, ROOT, SHARED_FIXTURES } from './helpers.ts';

const MAX_BYTES = 2 * 1024 * 1024;

/** Pictures are drawn from the public's view of a game. */
const shown = (game: LoadedGame) => viewGame(game, null);

async function expectGoodPng(png: Buffer | null, minWidth: number, maxWidth = 2200): Promise<void> {
  expect(png).not.toBeNull();
  expect(png!.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png!.length).toBeLessThan(MAX_BYTES);
  expect(png!.length).toBeGreaterThan(10_000);
  const img = await decodePng(png!);
  expect(img.width).toBeGreaterThanOrEqual(minWidth);
  expect(img.width).toBeLessThanOrEqual(maxWidth);
  const stats = contentStats(img);
  expect(stats.colours).toBeGreaterThan(12);
  expect(stats.nonBackground).toBeGreaterThan(0.15);
}

describe('Chicago Express images', () => {
  const end = playChicagoExpress(400);
  const total = end.log.length;
  for (const [label, steps] of [
    ['start', 0],
    ['early', Math.floor(total * 0.2)],
    ['middle', Math.floor(total * 0.5)],
    ['end', total],
  ] as const) {
    it(`renders the ${label} of a game`, async () => {
      const game = steps === total ? end : playChicagoExpress(steps);
      await expectGoodPng(renderMap(shown(game)), 1600);
      await expectGoodPng(renderStatus(shown(game)), 800, 1280);
      expect(renderMarket(shown(game))).toBeNull();
    });
  }

  it('crops a close-up around a hex', async () => {
    const full = await decodePng(renderMap(shown(end))!);
    const crop = await decodePng(renderMap(shown(end), { around: 'K4' })!);
    expect(crop.width * crop.height).toBeLessThan(full.width * full.height);
    expect(contentStats(crop).nonBackground).toBeGreaterThan(0.5);
  });

  it('replays a saved log to a given number of actions', () => {
    const log = { title: 'Chicago Express', players: end.players, settings: end.settings, actions: end.log };
    expect(countEffective(log)).toBe(total);
    const mid = replayAt(log, 10);
    expect(mid.log.length).toBe(10);
    expect(replayAt(log).state).toEqual(replay(log).state);
  });
});

const ceLogs = ['three-players-chicago.json', 'five-players-houses.json']
  .map((f) => join(ROOT, 'test', 'fixtures', 'chicago-express', f))
  .filter((f) => existsSync(f));

describe.each(ceLogs)('Chicago Express images of %s', (file) => {
  const log = JSON.parse(readFileSync(file, 'utf8')) as GameLog;
  const total = countEffective(log);
  for (const at of [Math.floor(total * 0.2), Math.floor(total * 0.6), total]) {
    it(`renders map and status after ${at} of ${total} actions`, async () => {
      const game = replayAt(log, at);
      await expectGoodPng(renderMap(shown(game)), 1600);
      await expectGoodPng(renderStatus(shown(game)), 800, 1280);
    });
  }
});

const chesapeakeLogs = ['18chesapeake-1905.json', '18chesapeake-otr-bank.json'].filter((f) => existsSync(join(SHARED_FIXTURES, f)));

describe.each(chesapeakeLogs)('18Chesapeake images of %s', (file) => {
  const log = loadShared(file);
  const total = countEffective(log);
  for (const [label, at] of [
    ['early', Math.floor(total * 0.15)],
    ['middle', Math.floor(total * 0.5)],
    ['end', total],
  ] as const) {
    it(`renders map, market and status ${label} (action ${at})`, async () => {
      const game = replayAt(log, at);
      await expectGoodPng(renderMap(shown(game)), 1600);
      await expectGoodPng(renderMarket(shown(game)), 1000, 1280);
      await expectGoodPng(renderStatus(shown(game)), 800, 1280);
    });
  }

  it('crops around Baltimore (H6) and refuses an unknown hex', async () => {
    const game = replayAt(log, Math.floor(total / 2));
    const crop = await decodePng(renderMap(shown(game), { around: 'H6' })!);
    expect(crop.width).toBeLessThan(1800);
    expect(() => renderMap(shown(game), { around: 'Z99' })).toThrow();
  });
});

describe('titles without a renderer', () => {
  it('return null', () => {
    const end = playChicagoExpress(3);
    const other = { ...end, def: { ...end.def, id: 'no-such-title' } };
    expect(renderMap(shown(other))).toBeNull();
    expect(renderMarket(shown(other))).toBeNull();
    expect(renderStatus(shown(other))).toBeNull();
  });
});

describe('18xx map marks', () => {
  it('the last run is the latest run_routes: its corporation and the hexes of every connection', async () => {
    const { lastRun } = await import('../../src/render/18xx/map-state.ts');
    const log = loadShared('18chesapeake-1905.json');
    const game = replayAt(log, 500);
    const runs = log.actions.slice(0, 500).filter((a) => a.type === 'run_routes');
    const latest = runs.at(-1)!;
    const run = lastRun(shown(game))!;
    expect(run.corp).toBe(latest.entity);
    const hexes = (latest.routes as { connections: string[][] }[]).flatMap((r) => r.connections);
    expect(run.paths).toEqual(hexes);
    expect(lastRun(shown(replayAt(log, 0)))).toBeNull();
  });

  it('a full 18Chesapeake map stays within 300 KB as sent (palette PNG)', () => {
    const log = loadShared('18chesapeake-1905.json');
    for (const at of [200, 400, countEffective(log)]) expect(renderMap(shown(replayAt(log, at)))!.length).toBeLessThan(300 * 1024);
  });
});
