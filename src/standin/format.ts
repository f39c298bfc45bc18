import type { Json, StandInChannel, StandInMessage, StandInUser } from './types.ts';
import { ChannelKind } from './types.ts';

export interface FormatLookup {
  channel(id: string): StandInChannel | undefined;
  user(id: string): StandInUser | undefined;
}

/** A readable multi-line rendering of a stored message, e.g. for a local console. */
export function formatMessage(message: StandInMessage, lookup: FormatLookup): string {
  const channel = lookup.channel(message.channelId);
  const where =
    channel?.type === ChannelKind.DM
      ? `DM @${lookup.user(channel.recipientId ?? '')?.username ?? '?'}`
      : `#${channel?.name ?? message.channelId}`;
  const author = lookup.user(message.authorId)?.username ?? message.authorId;
  const tags = [message.ephemeral ? ' (ephemeral)' : '', message.editedAt ? ' (edited)' : ''].join('');
  const lines = [`[${where}] <${author}>${tags} ${message.content}`.trimEnd()];
  for (const embed of message.embeds) {
    const head = [embed.title, embed.description].filter(Boolean).join(' — ');
    lines.push(`  ▌ ${head}`.trimEnd());
    for (const field of (embed.fields as Json[] | undefined) ?? []) lines.push(`  ▌ ${field.name}: ${field.value}`);
    if (embed.image?.url) lines.push(`  ▌ image: ${embed.image.url}`);
  }
  for (const file of message.attachments) {
    lines.push(`  📎 ${file.filename} (${file.contentType}, ${file.bytes.length} bytes) ${file.url}`);
  }
  const controls = collectControls(message.components);
  if (controls.length) lines.push(`  ⌨ ${controls.join('  ')}`);
  return lines.join('\n');
}

function collectControls(components: Json[]): string[] {
  const out: string[] = [];
  for (const component of components) {
    if (component.type === 2) {
      const label = component.label ?? component.emoji?.name ?? component.url ?? '?';
      out.push(`[${label}${component.custom_id ? ` → ${component.custom_id}` : ''}${component.disabled ? ' (disabled)' : ''}]`);
    } else if (component.type >= 3 && component.type <= 8 && component.custom_id) {
      const options = (component.options as Json[] | undefined) ?? [];
      const chosen = options.filter((o) => o.default).map((o) => o.label);
      const what = component.placeholder ?? component.custom_id;
      out.push(`<select ${what}${options.length ? ` (${options.length} options${chosen.length ? `; chosen: ${chosen.join(', ')}` : ''})` : ''}>`);
    }
    if (Array.isArray(component.components)) out.push(...collectControls(component.components));
    if (component.accessory) out.push(...collectControls([component.accessory]));
  }
  return out;
}
