import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/standin/index.ts';
import type { StandInChannel, StandInMessage, StandInUser } from '../../src/standin/index.ts';

describe('formatMessage', () => {
  it('renders content, embeds, files and controls', () => {
    const channel = { id: '1', type: 0, name: 'games' } as StandInChannel;
    const bot = { id: '2', username: 'Stationmaster' } as StandInUser;
    const message = {
      id: '3',
      channelId: '1',
      authorId: '2',
      content: 'Your move',
      embeds: [{ title: 'Game #1', fields: [{ name: 'Cash', value: '$400' }] }],
      attachments: [{ filename: 'map.png', contentType: 'image/png', bytes: Buffer.alloc(10), url: 'http://x/map.png' }],
      components: [{ type: 1, components: [{ type: 2, label: 'Pass', custom_id: 'pass' }] }],
      ephemeral: false,
      editedAt: null,
    } as unknown as StandInMessage;
    const text = formatMessage(message, {
      channel: (id) => (id === '1' ? channel : undefined),
      user: (id) => (id === '2' ? bot : undefined),
    });
    expect(text).toBe(
      [
        '[#games] <Stationmaster> Your move',
        '  ▌ Game #1',
        '  ▌ Cash: $400',
        '  📎 map.png (image/png, 10 bytes) http://x/map.png',
        '  ⌨ [Pass → pass]',
      ].join('\n'),
    );
  });
});
