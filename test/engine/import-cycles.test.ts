// No import circles among engine files: rounds do not start each other, steps do not import the rounds
// that list them. Parses every import (type-only ones too) under src/engine and looks for a cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TITLES } from '../../src/titles.ts';

const ROOT = resolve(import.meta.dirname, '../../src/engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g)) {
    const spec = m[1] ?? m[2]!;
    out.push(resolve(dirname(file), spec));
  }
  return out;
}

/** A cycle in the graph as a list of files, or null. */
export function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) if (!state.has(node)) {
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('engine imports', () => {
  it('the cycle finder sees a planted cycle', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(findCycle(g)).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b']], ['b', []]]))).toBeNull();
  });

  it('have no cycle under src/engine', () => {
    const graph = new Map(files(ROOT).map((f) => [f, imports(f)]));
    expect(graph.size).toBeGreaterThan(50);
    const cycle = findCycle(graph);
    expect(cycle && cycle.map((f) => f.slice(ROOT.length + 1))).toBeNull();
  });
});

describe('layers', () => {
  const SRC = resolve(ROOT, '..');

  it('the engine imports nothing outside src/engine (not the bot, not the renderers, not the title list)', () => {
    const outside = files(ROOT).flatMap((f) => imports(f).filter((to) => !to.startsWith(ROOT + '/')).map((to) => `${f.slice(SRC.length + 1)} → ${to.slice(SRC.length + 1)}`));
    expect(outside).toEqual([]);
  });

  it('src/bot and src/render name no title id (they ask the title list, src/titles.ts)', () => {
    const ids = TITLES.map((t) => t.def.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const named = ['bot', 'render'].flatMap((dir) =>
      files(join(SRC, dir)).flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        return ids.filter((id) => [`'${id}'`, `"${id}"`, `\`${id}\``].some((q) => text.includes(q))).map((id) => `${f.slice(SRC.length + 1)}: ${id}`);
      }),
    );
    expect(named).toEqual([]);
  });
});
