// Custom ids of buttons and modals: "<prefix>:<verb>:<arg>:<arg>…". Everything needed to handle a
// click is inside the id, so components keep working after a restart.
const MAX = 100;

export interface CustomId {
  prefix: string;
  verb: string;
  args: string[];
}

export function makeCustomId(prefix: string, verb: string, ...args: (string | number)[]): string {
  for (const part of [prefix, verb, ...args.map(String)]) {
    if (part.includes(':')) throw new Error(`custom id part "${part}" contains ':'`);
  }
  const id = [prefix, verb, ...args.map(String)].join(':');
  if (id.length > MAX) throw new Error(`custom id too long (${id.length} > ${MAX}): ${id}`);
  return id;
}

export function parseCustomId(id: string): CustomId | null {
  const [prefix, verb, ...args] = id.split(':');
  if (!prefix || !verb) return null;
  return { prefix, verb, args };
}
