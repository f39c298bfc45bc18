// Discord allows 2000 characters per message. Long texts are split at line ends, closing and
// reopening ``` code fences across the cut.
export const MESSAGE_LIMIT = 2000;

export function splitMessage(text: string, limit = MESSAGE_LIMIT): string[] {
  if (text.length <= limit) return [text];
  const out: string[] = [];
  let cur = '';
  let inFence = false;
  const room = limit - 4; // space for a closing fence
  const flush = () => {
    out.push(inFence ? `${cur}\n\`\`\`` : cur);
    cur = inFence ? '```\n' : '';
  };
  for (const raw of text.split('\n')) {
    let line = raw;
    while (line.length > room - 4) {
      // A single overlong line: hard cut.
      if (cur.length) flush();
      const cut = room - cur.length - 4;
      cur += line.slice(0, cut);
      line = line.slice(cut);
      flush();
    }
    const add = cur.length ? `\n${line}` : line;
    if (cur.length + add.length > room) {
      flush();
      cur += line;
    } else {
      cur += add;
    }
    if (line.trim().startsWith('```')) inFence = !inFence;
  }
  if (cur.length) out.push(cur);
  return out.filter((m) => m.trim().length > 0);
}
