import { describe, expect, it } from 'vitest';
import { loadCommands } from '../../commands/index.ts';
import { game } from '../../commands/game.ts';
import { makeCustomId, parseCustomId } from '../../src/bot/customId.ts';
import { Router } from '../../src/bot/router.ts';

const commands = await loadCommands();

describe('custom ids', () => {
  it('round-trips prefix, verb and args', () => {
    const id = makeCustomId('lobby', 'join', 42);
    expect(id).toBe('lobby:join:42');
    expect(parseCustomId(id)).toEqual({ prefix: 'lobby', verb: 'join', args: ['42'] });
    expect(parseCustomId('import:claim:7:3')).toEqual({ prefix: 'import', verb: 'claim', args: ['7', '3'] });
  });

  it('rejects ids Discord would not accept or we could not parse', () => {
    expect(() => makeCustomId('a', 'b', 'x'.repeat(100))).toThrow(/too long/);
    expect(() => makeCustomId('a', 'b', 'x:y')).toThrow(/contains ':'/);
    expect(parseCustomId('nothing')).toBeNull();
  });
});

describe('router', () => {
  const router = new Router(commands);

  it('knows every command by name', () => {
    expect([...router.commands.keys()].sort()).toEqual(['auction', 'bid', 'build', 'buy', 'coal', 'cp', 'develop', 'dividend', 'exchange', 'game', 'lay', 'map', 'market', 'merge', 'merger', 'move', 'par', 'pass', 'private', 'remind', 'routes', 'sell', 'status', 'swap', 'tile', 'token', 'train']);
  });

  it('routes buttons by prefix to the module that owns them', () => {
    expect(router.componentFor('lobby:join:1')).toBe(game.components!.lobby);
    expect(router.componentFor('import:claim:1:0')).toBe(game.components!.import);
    expect(router.componentFor('game:abandon:1')).toBe(game.components!.game);
    expect(router.componentFor('nope:x:1')).toBeUndefined();
  });

  it('refuses duplicate commands and prefixes', () => {
    expect(() => new Router([game, game])).toThrow(/duplicate command/);
    expect(() => new Router([game, { ...game, data: { ...game.data, name: 'other' } }])).toThrow(/duplicate component prefix/);
  });

  it('has valid command definitions (names, descriptions, option order)', () => {
    for (const c of commands) {
      expect(c.data.name).toMatch(/^[a-z0-9_-]{1,32}$/);
      expect(c.data.description.length).toBeGreaterThan(0);
      expect(c.data.description.length).toBeLessThanOrEqual(100);
    }
  });
});
