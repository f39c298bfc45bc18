// Acknowledgements never wait on a busy thread: a handler's heavy work (listing legal moves holds the event loop,
// 1822's late run search for seconds) starts only after the interactions that arrived with it have sent their
// acknowledgements. At the router, with a command whose work blocks: a second interaction arrives while the
// first is between its acknowledgement and its work (its database claim answering in the same turn of the
// event loop). The order of the recorded calls is asserted, not wall time.
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatInputCommandInteraction, Interaction } from 'discord.js';
import type { CommandModule } from '../../src/bot/command.ts';
import type { BotContext } from '../../src/bot/context.ts';
import { Router } from '../../src/bot/router.ts';
import { createLogger } from '../../src/logger.ts';

const BLOCK_MS = 50;
/** What happened, in order: `ack <id>` when an acknowledgement is sent, `work <id>` when a handler's work starts. */
let order: string[] = [];
afterEach(() => {
  order = [];
});

/** A turn of the event loop: how a database's answer or Discord's response comes back. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function interaction(id: string, commandName: string): ChatInputCommandInteraction & Interaction {
  return {
    id,
    commandName,
    options: { data: [] },
    deferred: false,
    replied: false,
    isAutocomplete: () => false,
    isChatInputCommand: () => true,
    isButton: () => false,
    isModalSubmit: () => false,
    isStringSelectMenu: () => false,
    async deferReply(this: { deferred: boolean }) {
      await nextTurn(); // discord.js queues the request: it is written a turn later
      order.push(`ack ${id}`);
      await nextTurn(); // Discord's response
      this.deferred = true;
    },
  } as unknown as ChatInputCommandInteraction & Interaction;
}

const block = () => {
  for (const end = Date.now() + BLOCK_MS; Date.now() < end; );
};

/** A command whose work (and autocomplete) holds the thread, as a long listing of legal moves does. */
const heavy: CommandModule = {
  data: { name: 'heavy', description: 'lists moves for a long time' },
  async execute(i) {
    order.push(`work ${i.id}`);
    block();
  },
  async autocomplete(i) {
    order.push(`work ${i.id}`);
    block();
    await i.respond([]);
  },
};

describe('a busy thread', () => {
  it("sends the acknowledgement of an interaction that arrived meanwhile before another's heavy work", async () => {
    const router = new Router([heavy]);
    let secondHandled!: () => void;
    const second = new Promise<void>((resolve) => (secondHandled = resolve));
    const ctx = {
      log: createLogger('silent'),
      store: {
        async claimInteraction(id: string) {
          const answered = nextTurn();
          // the second interaction arrives in the same turn as the first one's claim is answered
          if (id === '1') setImmediate(() => void router.handle(interaction('2', 'heavy'), ctx).then(secondHandled));
          await answered;
          return true;
        },
      },
    } as unknown as BotContext;
    await router.handle(interaction('1', 'heavy'), ctx);
    await second;
    expect(order).toContain('work 1');
    expect(order).toContain('ack 2');
    expect(order.indexOf('ack 2')).toBeLessThan(order.indexOf('work 1'));
  });

  it("sends the acknowledgement of an interaction that arrived with an autocomplete before the autocomplete's listing", async () => {
    const router = new Router([heavy]);
    const ctx = { log: createLogger('silent'), store: { claimInteraction: async () => true } } as unknown as BotContext;
    const typed = { id: '3', commandName: 'heavy', isAutocomplete: () => true, respond: async () => undefined } as unknown as Interaction;
    let secondHandled!: () => void;
    const second = new Promise<void>((resolve) => (secondHandled = resolve));
    // already received when the autocomplete is handled: dispatched in the next turn
    setImmediate(() => void router.handle(interaction('4', 'heavy'), ctx).then(secondHandled));
    await router.handle(typed, ctx);
    await second;
    expect(order).toContain('work 3');
    expect(order).toContain('ack 4');
    expect(order.indexOf('ack 4')).toBeLessThan(order.indexOf('work 3'));
  });
});
