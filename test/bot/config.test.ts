import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';

describe('config', () => {
  it('fills defaults and treats blank values as unset', () => {
    const c = loadConfig({ DISCORD_TOKEN: '', DATABASE_URL: '  ' });
    expect(c).toMatchObject({ DISCORD_TOKEN: undefined, DATABASE_URL: undefined, DATA_DIR: './data', LOG_LEVEL: 'info' });
  });
  it('reads every variable', () => {
    const c = loadConfig({ DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '1', DATABASE_URL: 'postgres://x', DEV_GUILD_ID: '2', DATA_DIR: '/d', LOG_LEVEL: 'debug' });
    expect(c).toEqual({ DISCORD_TOKEN: 't', DISCORD_APPLICATION_ID: '1', DATABASE_URL: 'postgres://x', DEV_GUILD_ID: '2', DATA_DIR: '/d', LOG_LEVEL: 'debug' });
  });
  it('rejects a bad log level with a readable message', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('logger', () => {
  it('never writes sealed contents or tokens', () => {
    let out = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((out += String(chunk)), done()) });
    const log = createLogger('info', sink);
    log.info({ sealed: { price: 'SEALED-PRICE-4242' }, token: 'TOKEN-SECRET-XYZ', bid: { price: 'BID-PRICE-9191' } }, 'hello');
    expect(out).toMatch(/hello/);
    // Distinctive markers: a bare number like 55 could appear in the log line's timestamp.
    expect(out).not.toMatch(/SEALED-PRICE-4242|TOKEN-SECRET-XYZ|BID-PRICE-9191/);
  });
});
