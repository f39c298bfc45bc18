import { describe, expect, it } from 'vitest';
import { splitMessage } from '../../src/bot/split.ts';

describe('splitMessage', () => {
  it('keeps short texts whole', () => {
    expect(splitMessage('hello')).toEqual(['hello']);
  });

  it('splits at line ends within the limit and re-fences code blocks', () => {
    const body = Array.from({ length: 30 }, (_, i) => `line ${i} ${'x'.repeat(20)}`).join('\n');
    const text = `**head**\n\`\`\`\n${body}\n\`\`\`\nYour move.`;
    const parts = splitMessage(text, 200);
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(200);
      expect((p.match(/```/g) ?? []).length % 2).toBe(0);
    }
    const joined = parts.join('\n').replace(/\n```\n```/g, '');
    expect(joined).toBe(text);
  });

  it('hard-cuts a single overlong line', () => {
    const parts = splitMessage('y'.repeat(450), 200);
    expect(parts.every((p) => p.length <= 200)).toBe(true);
    expect(parts.join('')).toBe('y'.repeat(450));
  });
});
