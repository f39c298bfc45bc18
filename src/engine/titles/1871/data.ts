// 1871's data file as the shared engine's TitleConfig: every number comes from the one validated data file
// (`data/v<N>.json`, sections labelled published/provisional), none is written here.
// Choices of shape, not of numbers: a phase starts with the first train of its level in either class, and a
// train rusts with the first train of its rusting phase; a major's tokens are its home's (free) and the rest at
// the data's token cost; minors have one token, their home.
import type { AbilityDef, CompanyDef, CorpDef, PhaseDef, TitleConfig, TrainDef } from '../../18xx/config.ts';
import type { GameState } from '../../18xx/state.ts';
import { dataVersion, type SteelData } from './data/index.ts';
import { trainSpec, type ClassRules } from './train-classes.ts';

export { dataVersion, type SteelData };

/** The data version a game started with (a game without one is a version-1 game). */
export const dataOf = (state: GameState): SteelData => dataVersion(String(state.title.dataVersion ?? '1'));

export const classesOf = (data: SteelData): Readonly<Record<string, ClassRules>> => data.trains.classes;

const byPlayers = (r: Readonly<Record<string, number>>): Record<number, number> =>
  Object.fromEntries(Object.entries(r).map(([k, v]) => [Number(k), v]));

/** The trains of a phase's level (both classes), in the data's order. */
const levelTrains = (data: SteelData, phase: string): string[] => data.trains.list.filter((t) => t.phase === phase).map((t) => t.name);

function phases(data: SteelData): PhaseDef[] {
  return data.phases.list.map((p, i) => ({
    name: p.name,
    ...(i > 0 ? { on: levelTrains(data, p.name) } : {}),
    // a minor's limit is the title's (trainRoom); the shared limit is the majors'
    trainLimit: p.train_limit.major,
    tiles: [...p.tiles],
    operatingRounds: p.operating_rounds,
  }));
}

function trains(data: SteelData): TrainDef[] {
  return data.trains.list.map((t) => {
    const { name: _name, ...reach } = trainSpec(classesOf(data), t);
    return {
      name: t.name,
      ...reach,
      price: t.price,
      num: t.count,
      // the depot offers the lowest level left of each class: freight and passenger
      stack: classesOf(data)[t.class]!.freight ? 'freight' : 'passenger',
      ...(t.rusts_on ? { rustsOn: levelTrains(data, t.rusts_on) } : {}),
    };
  });
}

/**
 * Token colours: the data file names none (1871's are not public), so the operators take these in the data's order,
 * majors first (presentation only; fill and text colour as every 18xx title's corporations carry them).
 */
const COLORS: [string, string][] = [
  ['#237333', '#ffffff'], ['#0a2ebe', '#ffffff'], ['#d81e3e', '#ffffff'], ['#f48221', '#000000'], ['#5b2a82', '#ffffff'],
  ['#ffd700', '#000000'], ['#000000', '#ffffff'], ['#7b352a', '#ffffff'], ['#00a3e0', '#000000'], ['#9acd32', '#000000'],
  ['#ff69b4', '#000000'], ['#808080', '#ffffff'], ['#006d6f', '#ffffff'], ['#c0a060', '#000000'], ['#4b0082', '#ffffff'],
  ['#b22222', '#ffffff'], ['#2f4f4f', '#ffffff'], ['#daa520', '#000000'],
];

function operators(data: SteelData): CorpDef[] {
  const { majors, minors, token_cost } = data.companies;
  const color = (i: number) => {
    const [fill, text] = COLORS[i % COLORS.length]!;
    return { fill, text };
  };
  return [
    ...majors.map((m, i) => {
      const count = Object.values(m.tokens).reduce((a, b) => a + (b ?? 0), 0);
      return { sym: m.id, name: m.name, home: m.home, type: 'major', tokens: [0, ...Array<number>(count - 1).fill(token_cost)], color: color(i) };
    }),
    ...minors.map((m, i) => ({ sym: m.id, name: m.name, home: m.home, type: 'minor', tokens: [0], color: color(majors.length + i) })),
  ];
}

/** A private's ability in the data as the shared held-private lay it is (an extra yellow tile, or a lay free of a terrain). */
function heldLay(a: NonNullable<SteelData['companies']['privates'][number]['ability']>, provisional: boolean): AbilityDef {
  return a.type === 'extra_tile_lay' ? { type: 'extra_yellow_lay', provisional } : { type: 'free_terrain_lay', terrain: a.terrain, provisional };
}

/** Privates, and the paper companies (auctioned in the first stock round; each names the major it starts). */
function companies(data: SteelData): CompanyDef[] {
  const majorName = (id: string) => data.companies.majors.find((m) => m.id === id)?.name ?? id;
  return [
    ...data.companies.privates.map((p) => ({
      sym: p.id,
      name: p.name,
      value: p.value,
      revenue: p.revenue,
      // (version 2: its ability, lent to a company its holder runs; shared steps/held-lays.ts)
      abilities: p.ability ? [heldLay(p.ability, data.companies.status === 'provisional')] : [],
    })),
    ...data.companies.paper.map((p) => ({
      sym: p.id,
      name: `${majorName(p.major)} (paper)`,
      value: 0,
      revenue: 0,
      abilities: [],
      titleAbilities: [{ type: 'paper', major: p.major }],
    })),
  ];
}

const configs = new Map<string, TitleConfig>();

/** The TitleConfig of a data version (one per version: a game keeps the version it started with). */
export function steelConfig(data: SteelData): TitleConfig {
  const known = configs.get(data.version);
  if (known) return known;
  const shares = data.companies.major_shares;
  const cfg: TitleConfig = {
    key: `1871-steel-cities@v${data.version}`,
    corporationsByName: true,
    bankCash: data.money.bank,
    certLimit: byPlayers(data.money.cert_limit),
    startingCash: byPlayers(data.money.starting_cash),
    market: data.market.rows,
    phases: phases(data),
    trains: trains(data),
    corporations: operators(data),
    companies: companies(data),
    floatPercent: shares.float_percent,
    marketShareLimit: shares.pool_max_percent,
    maxOwnershipPercent: shares.max_percent,
    sellBuyOrder: 'sell_buy',
    // from data version 3, a train from another company is paid from the buyer's own cash, its president adding
    // nothing (provisional, the 1822 model: 18xx.games' 1822 EBUY_FROM_OTHERS = :never; the seed page says nothing
    // of it); games on earlier versions keep the rule they were played with
    ...(data.trains.from_other_companies === 'own_cash' ? { ebuyFromOthers: 'never' as const } : {}),
    gameEnd: data.end.market_end === 'current_or' ? { stockMarket: 'current_round' } : {},
    // no open bidding: the auctions are sealed
    minBidIncrement: 0,
  };
  configs.set(data.version, cfg);
  return cfg;
}
