// Reply helpers. Refusals are always ephemeral, whatever state the interaction is in.
import { MessageFlags } from 'discord.js';
import { clip, LIMITS } from './fit.ts';
import { splitMessage } from './split.ts';
import type { InteractionEditReplyOptions, InteractionUpdateOptions, MessageComponentInteraction, ModalSubmitInteraction, RepliableInteraction } from 'discord.js';

export async function deferEphemeral(i: RepliableInteraction): Promise<void> {
  if (!i.deferred && !i.replied) await i.deferReply({ flags: MessageFlags.Ephemeral });
}

/**
 * Defers ephemerally at once, without making the caller wait for it: the work goes on meanwhile.
 * `now()` waits for the deferral; `settle()` too (never throws), so that the interaction's state
 * is known before it is answered or refused.
 */
export function deferAlongside(i: RepliableInteraction): { now(): Promise<void>; settle(): Promise<void> } {
  const deferring = deferEphemeral(i);
  const settled = deferring.catch(() => undefined);
  return {
    now: () => deferring,
    settle: () => settled,
  };
}

/** The router's acknowledgement of every command and component interaction (see Router.handle). */
export async function deferAs(i: RepliableInteraction, kind: 'ephemeral' | 'public' | 'update'): Promise<void> {
  if (i.deferred || i.replied) return;
  if (kind === 'update' && (i.isMessageComponent() || i.isModalSubmit())) await i.deferUpdate();
  else if (kind === 'public') await i.deferReply();
  else await i.deferReply({ flags: MessageFlags.Ephemeral });
}

/** Acknowledge a click by updating its message later, unless it was acknowledged already. */
export async function deferClicked(i: MessageComponentInteraction | ModalSubmitInteraction): Promise<void> {
  if (!i.deferred && !i.replied) await i.deferUpdate();
}

export async function deferPublic(i: RepliableInteraction): Promise<void> {
  if (!i.deferred && !i.replied) await i.deferReply();
}

/** An ephemeral message to the user, whether or not the interaction was deferred publicly. */
export async function replyEphemeral(i: RepliableInteraction, text: string): Promise<void> {
  const content = clip(text, LIMITS.content);
  if (!i.deferred && !i.replied) {
    await i.reply({ content, flags: MessageFlags.Ephemeral });
    return;
  }
  if ((i.isMessageComponent() || i.isModalSubmit()) && !i.ephemeral) {
    // After deferUpdate the "original" is the clicked message: never edit or delete it here.
    await i.followUp({ content, flags: MessageFlags.Ephemeral });
    return;
  }
  if (i.deferred && !i.replied && i.ephemeral) {
    await i.editReply({ content });
    return;
  }
  if (i.deferred && !i.replied) {
    // A public "thinking…" placeholder: remove it, then answer privately.
    await i.deleteReply().catch(() => undefined);
  }
  await i.followUp({ content, flags: MessageFlags.Ephemeral });
}

/** Final answer of a deferred (or not yet answered) interaction. */
export async function answer(i: RepliableInteraction, given: InteractionEditReplyOptions & { content?: string }): Promise<void> {
  const options = typeof given.content === 'string' ? { ...given, content: clip(given.content, LIMITS.content) } : given;
  if (i.deferred || i.replied) await i.editReply(options);
  else await i.reply(options as any);
}

/** Show a new version of the clicked message, whether or not the click was deferred. */
export async function updateClicked(i: MessageComponentInteraction, options: InteractionUpdateOptions & InteractionEditReplyOptions): Promise<void> {
  if (i.deferred || i.replied) await i.editReply(options);
  else await i.update(options);
}

/**
 * Final answer that may be longer than one message: the first part edits the reply, the rest are
 * follow-ups (ephemeral if the reply is); files go with the last part.
 */
export async function answerLong(
  i: RepliableInteraction,
  content: string,
  extra: Omit<InteractionEditReplyOptions, 'content'> = {},
): Promise<void> {
  const parts = splitMessage(content);
  const { files, ...rest } = extra;
  for (const [n, part] of parts.entries()) {
    const last = n === parts.length - 1;
    const options = { ...rest, content: part, ...(last && files ? { files } : {}) };
    if (n === 0) await answer(i, options);
    else await i.followUp({ ...(options as any), ...(i.ephemeral ? { flags: MessageFlags.Ephemeral } : {}) });
  }
}
