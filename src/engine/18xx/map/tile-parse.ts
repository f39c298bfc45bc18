// Parser for the compact tile code strings 18xx.games uses to describe tiles and preprinted hexes.
import type { PathEnd, Revenue, Terrain, TileColor, TileDef, TilePath } from './types.ts';

type NodeRef = Extract<PathEnd, { kind: 'city' | 'town' | 'offboard' | 'junction' }>;

function parseParams(body: string): Map<string, string> {
  const params = new Map<string, string>();
  if (!body) return params;
  for (const pair of body.split(',')) {
    const colon = pair.indexOf(':');
    if (colon < 0) params.set(pair, '');
    else params.set(pair.slice(0, colon), pair.slice(colon + 1));
  }
  return params;
}

/** "20" → 20; "yellow_40|green_50" → { yellow: 40, green: 50 }. */
export function parseRevenue(text: string | undefined): Revenue {
  if (!text) return 0;
  if (!text.includes('_')) return Number(text);
  const out: Record<string, number> = {};
  for (const part of text.split('|')) {
    const [color, value] = part.split('_');
    out[color!] = Number(value);
  }
  return out;
}

function parseGroups(text: string | undefined): string[] | undefined {
  return text ? text.split('|') : undefined;
}

/** A stop's visit_cost when the code gives one (else each visit counts 1). */
function visitCost(params: Map<string, string>): { visitCost?: number } {
  const v = params.get('visit_cost');
  return v === undefined ? {} : { visitCost: Number(v) };
}

/** Parses an 18xx.games tile code ("city=revenue:20;path=a:0,b:_0") into a TileDef. */
export function parseTileCode(name: string, color: TileColor, code: string): TileDef {
  const tile: TileDef = { name, color, cities: [], towns: [], offboards: [], paths: [], upgradeCost: 0 };
  const nodes: NodeRef[] = [];
  const end = (value: string): PathEnd => {
    if (value.startsWith('_')) {
      const node = nodes[Number(value.slice(1))];
      if (!node) throw new Error(`tile ${name}: unknown node ${value}`);
      return node;
    }
    return { kind: 'edge', edge: Number(value) };
  };
  for (const part of code.split(';')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const type = eq < 0 ? part : part.slice(0, eq);
    const params = parseParams(eq < 0 ? '' : part.slice(eq + 1));
    switch (type) {
      case 'city': {
        const groups = parseGroups(params.get('groups'));
        tile.cities.push({
          revenue: parseRevenue(params.get('revenue')),
          slots: Number(params.get('slots') ?? 1),
          ...(groups ? { groups } : {}),
          ...(params.get('hide') ? { hidden: true } : {}),
          ...visitCost(params),
        });
        nodes.push({ kind: 'city', index: tile.cities.length - 1 });
        break;
      }
      case 'town':
      case 'halt': {
        const groups = parseGroups(params.get('groups'));
        tile.towns.push({ revenue: parseRevenue(params.get('revenue')), ...(groups ? { groups } : {}), ...visitCost(params) });
        nodes.push({ kind: 'town', index: tile.towns.length - 1 });
        break;
      }
      case 'offboard': {
        const groups = parseGroups(params.get('groups'));
        tile.offboards.push({
          revenue: parseRevenue(params.get('revenue')),
          ...(groups ? { groups } : {}),
          ...(params.get('hide') ? { hidden: true } : {}),
          ...visitCost(params),
        });
        nodes.push({ kind: 'offboard', index: tile.offboards.length - 1 });
        break;
      }
      case 'junction':
        nodes.push({ kind: 'junction' });
        break;
      case 'path': {
        const path: TilePath = { a: end(params.get('a')!), b: end(params.get('b')!) };
        if (params.has('terminal')) path.terminal = true;
        tile.paths.push(path);
        break;
      }
      case 'label':
        tile.label = params.keys().next().value;
        break;
      case 'upgrade':
        tile.upgradeCost += Number(params.get('cost') ?? 0);
        if (params.get('terrain')) tile.terrain = params.get('terrain')!.split('|')[0] as Terrain;
        break;
      case 'border':
        if (params.get('type') === 'impassable') (tile.borders ??= []).push(Number(params.get('edge')));
        else if (params.get('cost')) (tile.borderCosts ??= []).push({ edge: Number(params.get('edge')), cost: Number(params.get('cost')) });
        break;
      case 'stub':
        (tile.stubs ??= []).push(Number(params.get('edge')));
        break;
      case 'future_label':
        tile.futureLabel = { label: params.get('label')!, color: params.get('color') as TileColor };
        break;
      case 'icon':
        // an icon that blocks lays (1889's port tile): no corporation picks this tile (18xx.games potential_tiles)
        if (params.has('blocks_lay')) tile.blocksLay = true;
        break;
      default:
        // frames, stripes etc. carry no rules here
        break;
    }
  }
  return tile;
}
