// Checks an 1871 data file: the zod schema first, then what a schema cannot say (ids that refer to
// each other, the seed's published constraints, map codes that parse). Errors name the file and path.
import { CATALOG_CODES, parseTileCode } from '../../../18xx/map/index.ts';
import type { TileColor } from '../../../18xx/map/index.ts';
import { dataSchema, PHASE_NAMES, type SteelData } from './schema.ts';

export class DataFileError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`1871 data file ${source} is invalid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DataFileError';
  }
}

function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '') || '(top)';
}

/** Parses and checks raw JSON; throws DataFileError listing every problem found. */
export function validateData(raw: unknown, source: string): SteelData {
  const parsed = dataSchema.safeParse(raw);
  if (!parsed.success) {
    throw new DataFileError(source, parsed.error.issues.map((i) => `${pathText(i.path)}: ${i.message}`));
  }
  const problems = crossCheck(parsed.data);
  if (problems.length) throw new DataFileError(source, problems);
  return parsed.data;
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

function crossCheck(d: SteelData): string[] {
  const out: string[] = [];
  const { privates, minors, paper, majors } = d.companies;

  if (d.players.min > d.players.max) out.push('players: min is above max');
  for (let n = d.players.min; n <= d.players.max; n++) {
    if (d.money.starting_cash[n] === undefined) out.push(`money.starting_cash: no entry for ${n} players`);
    if (d.money.cert_limit[n] === undefined) out.push(`money.cert_limit: no entry for ${n} players`);
  }

  for (const dup of duplicates([...privates, ...minors, ...paper, ...majors].map((c) => c.id))) out.push(`companies: id ${dup} is used twice`);
  for (const [name, list] of [['privates', privates], ['minors', minors], ['paper', paper]] as const) {
    for (const dup of duplicates(list.map((c) => String(c.bid_number)))) out.push(`companies.${name}: bid number ${dup} is used twice`);
  }
  privates.forEach((p, i) => {
    if (!d.auction.private_classes.includes(p.class)) {
      out.push(`companies.privates[${i}].class: ${p.class} is not a private class (auction.private_classes: ${d.auction.private_classes.join(', ')})`);
    }
    // a terrain discount must have a hex of its terrain to discount
    const a = p.ability;
    if (a?.type === 'terrain_discount' && !d.map.hexes.some((g) => g.code.includes(`terrain:${a.terrain}`))) {
      out.push(`companies.privates[${i}].ability.terrain: no ${a.terrain} hex on the map`);
    }
  });
  const majorIds = new Set(majors.map((m) => m.id));
  paper.forEach((p, i) => {
    if (!majorIds.has(p.major)) out.push(`companies.paper[${i}].major: no major ${p.major}`);
  });
  for (const dup of duplicates(paper.map((p) => p.major))) out.push(`companies.paper: major ${dup} has two paper companies`);

  // Seed: "half of them have only one passenger token and the other half have only one freight token".
  let oneRound = 0;
  let oneSquare = 0;
  majors.forEach((m, i) => {
    const round = m.tokens.round ?? 0;
    const square = m.tokens.square ?? 0;
    if (round === 1 && square !== 1) oneRound++;
    else if (square === 1 && round !== 1) oneSquare++;
    else out.push(`companies.majors[${i}].tokens: a major has exactly one token of one class (seed), not ${square} square / ${round} round`);
  });
  if (oneRound !== oneSquare) out.push(`companies.majors: half have one passenger token, half one freight token (seed); here ${oneRound} and ${oneSquare}`);

  const types = d.auction_house.type_order;
  if (new Set(types).size !== types.length) out.push('auction_house.type_order: a company type is listed twice');
  for (const [name, rounds] of [['first_stock_round', d.auction.first_stock_round], ['later_stock_rounds', d.auction.later_stock_rounds]] as const) {
    rounds.forEach((auction, i) =>
      auction.forEach((t) => {
        if (!(t in d.auction_house.on_offer)) out.push(`auction.${name}[${i}]: no auction_house.on_offer count for ${t}`);
      }),
    );
  }

  const phaseNames = d.phases.list.map((p) => p.name);
  phaseNames.forEach((name, i) => {
    if (name !== PHASE_NAMES[i]) out.push(`phases.list[${i}].name: expected ${PHASE_NAMES[i]} (phases run I, II, III, … in order)`);
  });
  const phaseIndex = (p: string) => phaseNames.indexOf(p as (typeof phaseNames)[number]);
  for (const p of Object.keys(d.auction.minor_class_by_phase)) if (phaseIndex(p) < 0) out.push(`auction.minor_class_by_phase: no phase ${p}`);
  if (phaseIndex(d.tile_lays.major_from) < 0) out.push(`tile_lays.major_from: no phase ${d.tile_lays.major_from}`);
  for (const dup of duplicates(d.trains.list.map((t) => t.name))) out.push(`trains.list: train ${dup} is listed twice`);
  d.trains.list.forEach((t, i) => {
    if (phaseIndex(t.phase) < 0) out.push(`trains.list[${i}].phase: no phase ${t.phase}`);
    if (t.rusts_on && phaseIndex(t.rusts_on) <= phaseIndex(t.phase)) out.push(`trains.list[${i}].rusts_on: ${t.rusts_on} is not after its phase ${t.phase}`);
  });
  if (d.trains.list[0]?.phase !== 'I') out.push('trains.list[0].phase: the first train belongs to phase I');

  if (!d.market.rows.some((row) => row.some((c) => /p/.test(c)))) out.push('market.rows: no par cell (a cell marked p)');

  const hexShape = new Map<string, string | null>();
  const cities = new Set<string>();
  d.map.hexes.forEach((group, i) => {
    for (const hex of group.hexes) {
      if (hexShape.has(hex)) out.push(`map.hexes[${i}]: hex ${hex} is defined twice`);
      hexShape.set(hex, group.shape);
      try {
        const tile = parseTileCode(hex, group.color as TileColor, group.code);
        if (tile.cities.length) cities.add(hex);
        // Towns are dahs (square) or dits (round); offboards serve a class or both; cities take their tokens' shapes.
        if ((tile.towns.length || tile.offboards.length) && !group.shape) out.push(`map.hexes[${i}]: ${hex} has a town or offboard but no shape`);
        if (tile.cities.length && group.shape) out.push(`map.hexes[${i}]: ${hex} is a city: its tokens have shapes, the hex has none (shape: null)`);
        if (tile.towns.length && group.shape === 'both') out.push(`map.hexes[${i}]: ${hex} is a town: a dah (square) or a dit (round), not both`);
      } catch (err) {
        out.push(`map.hexes[${i}].code: ${err instanceof Error ? err.message : String(err)}`);
        break;
      }
    }
  });
  for (const hex of Object.keys(d.map.names)) if (!hexShape.has(hex)) out.push(`map.names: no hex ${hex}`);
  for (const [name, list] of [['minors', minors], ['majors', majors]] as const) {
    list.forEach((c, i) => {
      if (!cities.has(c.home)) out.push(`companies.${name}[${i}].home: ${c.home} is not a city on the map`);
    });
  }
  for (const tile of Object.keys(d.tiles.manifest)) if (!CATALOG_CODES[tile]) out.push(`tiles.manifest: tile ${tile} is not a standard tile`);
  return out;
}
