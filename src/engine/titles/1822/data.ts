// 1822 and its scenarios as TitleConfigs: which companies and operators a game starts with (scenario, optional
// rules, player count), its market, phases and trains, from the generated facts in data/.
import type { CompanyDef, CorpDef, PhaseDef, TitleConfig, TrainDef } from '../../18xx/config.ts';
import { COMPANIES } from './data/companies.ts';
import { CORPORATIONS } from './data/corporations.ts';
import { SCENARIOS } from './data/scenarios.ts';
import type { Corp1822Def, Scenario1822, Train1822Def } from './types.ts';

export type ScenarioKey = keyof typeof SCENARIOS;

/** The envelope titles of the three ways to play. */
export const TITLE_OF: Record<ScenarioKey, string> = { base: '1822', mrs: '1822MRS', nrs: '1822NRS' };

export function scenarioOfTitle(title: string | undefined): ScenarioKey {
  if (title === TITLE_OF.mrs || title === 'mrs') return 'mrs';
  if (title === TITLE_OF.nrs || title === 'nrs') return 'nrs';
  return 'base';
}

/** 18xx.games' optional rules a game of 1822 may be set up with. */
export interface Options1822 {
  plus: boolean;
  noRemovals: boolean;
  singleStack: boolean;
  advanced: boolean;
  starter: boolean;
}

export function optionsOf(rules: readonly string[] | undefined): Options1822 {
  const has = (r: string) => (rules ?? []).includes(r);
  return {
    plus: has('plus_expansion'),
    noRemovals: has('plus_expansion_no_removals'),
    singleStack: has('plus_expansion_single_stack'),
    advanced: has('advanced'),
    starter: has('starter'),
  };
}

export function scenarioData(key: ScenarioKey): Scenario1822 {
  return SCENARIOS[key];
}

/** The companies (M, C, P) a game starts with, in the data's order. */
export function startingCompanies(key: ScenarioKey, o: Options1822, players: number): string[] {
  const s = SCENARIOS[key];
  if (players === 2 && s.startingCompaniesTwoPlayer) return s.startingCompaniesTwoPlayer;
  if (key === 'mrs' && o.starter && s.startingCompaniesStarter) return s.startingCompaniesStarter;
  if (key === 'mrs' && o.advanced && s.startingCompaniesAdvanced) return s.startingCompaniesAdvanced;
  return key === 'base' && o.plus ? s.startingCompaniesPlus : s.startingCompanies;
}

function startingCorporations(key: ScenarioKey, o: Options1822): string[] {
  const s = SCENARIOS[key];
  return key === 'base' && o.plus ? s.startingCorporationsPlus : s.startingCorporations;
}

/** An operator's data in this scenario (NRS moves some homes). */
export function corp1822(key: ScenarioKey, sym: string): Corp1822Def {
  const def = CORPORATIONS.find((c) => c.sym === sym);
  if (!def) throw new Error(`Unknown operator ${sym}`);
  const o = SCENARIOS[key].corporationOverrides[sym];
  return o ? { ...def, ...(o.coordinates ? { home: o.coordinates } : {}), ...(o.city !== undefined ? { city: o.city } : {}) } : def;
}

/** The depot's stacks, then their variants (2 of L, E of 7) with no copies of their own: a bought variant renames its train. */
function trainDefs(trains: Train1822Def[]): TrainDef[] {
  const variants = trains.flatMap((t) => (t.variants ?? []).map((v) => ({ ...v, num: 0 })));
  return [...trains, ...variants].map((t) => ({
    name: t.name,
    distance: typeof t.distance === 'number' ? t.distance : t.distance.reduce((n, r) => n + r.visit, 0),
    ...(typeof t.distance === 'number' ? {} : { rows: t.distance.map((r) => ({ nodes: r.nodes, pay: r.pay, visit: r.visit })) }),
    ...(t.multiplier ? { multiplier: t.multiplier } : {}),
    price: t.price,
    num: t.num,
    ...(t.rustsOn ? { rustsOn: t.rustsOn } : {}),
    ...(t.events ? { events: t.events } : {}),
  })) as TrainDef[];
}

function phaseDefs(s: Scenario1822): PhaseDef[] {
  return s.phases.map((p) => ({
    name: p.name,
    ...(p.on.length ? { on: p.on[0]! } : {}),
    trainLimit: p.trainLimit.major,
    tiles: p.tiles,
    operatingRounds: p.operatingRounds,
    status: p.status,
  }));
}

/** A colour as the pictures read it, "#rrggbb" (18xx.games' data also says "black", "white", "#000"). */
function hexColor(c: string): string {
  const named: Record<string, string> = { black: '#000000', white: '#ffffff' };
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(c);
  return named[c] ?? (short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : c);
}

/** A minor as players call it: "Minor 5 (Stockton and Darlington Railway)", its certificate too. */
const minorName = (num: string, name: string) => `Minor ${num} (${name})`;
/** A minor on a token or the market, where its name does not fit: "M8" (a bare "8" reads as a price or a count). */
const minorShort = (num: string) => `M${num}`;

/**
 * What players call a company of the bid boxes: a minor's certificate as its minor, a concession by its major ("LNWR
 * concession"; 18xx.games: "MINOR: 5. Stockton…", "CONCESSION: LNWR"), a private as a private by its card's number and
 * what it does ("Private P16 (Tax Haven)"; 18xx.games: "P16-TH (Tax Haven)", whose initials say neither).
 */
function playersName(sym: string, name: string): string {
  const minor = /^MINOR: (\d+)\. (.+)$/.exec(name);
  if (minor) return minorName(minor[1]!, minor[2]!);
  const concession = /^CONCESSION: (.+)$/.exec(name);
  if (concession) return `${concession[1]} concession`;
  const card = /^(P\d+)-[^ ]+ \((.+)\)$/.exec(name);
  return card ? `Private ${card[1]} (${card[2]})` : name;
}

/** A company's name short enough for a table's cell: "P8 Hill Discount", "LNWR conc.", "Minor 5". */
function shortName(name: string): string {
  const concession = / concession$/.exec(name);
  if (concession) return `${name.slice(0, concession.index)} conc.`;
  const card = /^Private (P\d+) \((.+)\)$/.exec(name);
  if (card) return `${card[1]} ${card[2]}`;
  return name.split(' (')[0]!;
}

const configs = new Map<string, TitleConfig>();

/** P16, the tax haven, counts against no certificate limit (18xx.games G1822 num_certs_modification, COMPANY_OSTH). */
const TAX_HAVEN = 'P16';

/** The TitleConfig of a game: its scenario, optional rules and player count decide its companies and operators. */
export function config1822(key: ScenarioKey, o: Options1822, players: number): TitleConfig {
  const id = `${key}:${JSON.stringify(o)}:${players}`;
  const known = configs.get(id);
  if (known) return known;
  const s = SCENARIOS[key];
  const wanted = new Set(startingCompanies(key, o, players));
  const companies: CompanyDef[] = COMPANIES.filter((c) => wanted.has(c.sym)).map((c) => {
    const over = s.companyOverrides[c.sym] ?? {};
    const name = playersName(c.sym, over.name ?? c.name);
    const kind = /^Minor \d/.test(name) ? 'minor' : / concession$/.test(name) ? 'concession' : undefined;
    return { sym: c.sym, name, short: shortName(name), ...(kind ? { kind } : {}), value: c.value, revenue: c.revenue, abilities: [], titleAbilities: c.abilities, ...(c.sym === TAX_HAVEN ? { noCert: true } : {}) };
  });
  const corps = new Set(startingCorporations(key, o));
  const corporations: CorpDef[] = CORPORATIONS.filter((c) => corps.has(c.sym)).map((c) => {
    const d = corp1822(key, c.sym);
    return { sym: d.sym, name: d.type === 'minor' ? minorName(d.sym, d.name) : d.name, ...(d.type === 'minor' ? { short: minorShort(d.sym) } : {}), tokens: d.tokens, home: d.home, type: d.type, color: { fill: hexColor(d.color), text: hexColor(d.textColor) }, ...(d.floatPercent ? { floatPercent: d.floatPercent } : {}) };
  });
  const cfg: TitleConfig = {
    key: s.title,
    bankCash: s.bankCash,
    certLimit: s.certLimit,
    startingCash: s.startingCash,
    market: s.market,
    phases: phaseDefs(s),
    trains: trainDefs(s.trains),
    corporations,
    companies,
    floatPercent: 20,
    marketShareLimit: 50,
    maxOwnershipPercent: 60,
    sellBuyOrder: 'sell_buy',
    sellAfter: 'full_or_turn',
    // the president adds nothing toward another operator's train (18xx.games EBUY_FROM_OTHERS :never)
    ebuyFromOthers: 'never',
    gameEnd: { stockMarket: 'current_round' },
    minBidIncrement: 5,
    currency: '£',
  };
  configs.set(id, cfg);
  return cfg;
}
