// 1828's data in the shape the shared 18xx code reads (TitleConfig). The bank is unlimited: it starts at 0 and
// goes negative by what it pays out, so all cash always adds up to 0 (money paid out and taken in are tracked).
import type { AbilityDef, CompanyDef, TitleConfig, TrainDef } from '../../18xx/config.ts';
import { BLOCKER, CERT_LIMIT, COMPANIES, CORPORATIONS, CP_MINOR, FLOAT_PERCENT, MARKET, MARKET_SHARE_LIMIT, MAX_OWNERSHIP_PERCENT, MIN_BID_INCREMENT, PHASES, STARTING_CASH, TRAINS } from './data.ts';

export const TITLE_KEY = '1828';

function sharedAbilities(abilities: (typeof COMPANIES)[number]['abilities']): AbilityDef[] {
  const out: AbilityDef[] = [];
  for (const a of abilities) {
    if (a.type === 'blocks_hexes' || a.type === 'no_buy') out.push(a);
    // C&StL's free lay on B24 in its owner's operation (E&K's lays are 1828's own)
    else if (a.type === 'tile_lay' && a.when === 'owning_corp_or_turn') out.push({ type: 'tile_lay', hexes: a.hexes, tiles: a.tiles, count: a.count, anytime: true });
    // single certificates only (C&A's PRR_1); the $250 privates' two are handed out by 1828's auction
    else if (a.type === 'shares' && a.shares.length === 1) out.push({ type: 'shares', share: a.shares[0]! });
  }
  return out;
}

const companies: CompanyDef[] = COMPANIES.map((c) => ({ sym: c.sym, name: c.name, value: c.value, revenue: c.revenue, abilities: sharedAbilities(c.abilities) }));

const trains: TrainDef[] = TRAINS.map((t) => ({
  name: t.name,
  // per-stop-kind trains (3+D, 8E) route through 1828's map port, which reads data.ts
  distance: typeof t.distance === 'number' ? t.distance : (t.distance[0]?.pay ?? 0),
  price: t.price,
  num: t.num,
  ...(t.rustsOn ? { rustsOn: t.rustsOn } : {}),
  ...(t.events?.includes('close_companies') ? { events: ['close_companies'] } : {}),
}));

/** C&P's own train: a 2-train that never rusts and is never for sale (its id stays "2-1", as in the log). */
export const CP_TRAIN_NAME = 'C&P 2';
trains.push({ name: CP_TRAIN_NAME, distance: 2, price: 0, num: 0 });

export const config1828: TitleConfig = {
  key: TITLE_KEY,
  bankCash: 0,
  unlimitedBank: true,
  certLimit: { ...CERT_LIMIT },
  noCertLimit: true,
  startingCash: { ...STARTING_CASH },
  market: MARKET.map((row) => [...row]),
  // par prices open by phase; the grey zone (18xx.games MARKET_TEXT, STOCKMARKET_COLORS)
  marketZones: {
    p: { legend: 'par price (from the start)', fill: '#fff3a3', par: { outline: '#b39b00' } },
    x: { legend: 'par price from the Green phase', fill: '#cfeec0', par: { outline: '#3c8c2c' } },
    z: { legend: 'par price from the Blue phase', fill: '#c4dcf5', par: { outline: '#2c6fb0' } },
    w: { legend: 'par price from the Brown phase', fill: '#e6cbb2', par: { outline: '#8a5a2b' } },
    o: { legend: 'shares may be held above 60%, and a president may buy two of their own at a time', fill: '#c9c9c9' },
  },
  phases: PHASES.map((p) => ({
    name: p.name,
    ...(p.on ? { on: p.on } : {}),
    trainLimit: p.trainLimit,
    tiles: [...p.tiles],
    operatingRounds: p.operatingRounds,
    ...(p.canBuyCompanies ? { status: ['can_buy_companies'] } : {}),
  })),
  trains,
  corporations: CORPORATIONS.map((c) => ({ sym: c.sym, name: c.name, tokens: [...c.tokens], home: c.home, color: { ...c.color } })),
  // the C&P minor has no CorpDef; the blocker is a token of nobody's, dark so it reads as such
  tokenColors: { [CP_MINOR.sym]: { ...CP_MINOR.color }, [BLOCKER]: { fill: '#2b2b2b', text: '#ffffff' } },
  companies,
  floatPercent: FLOAT_PERCENT,
  marketShareLimit: MARKET_SHARE_LIMIT,
  maxOwnershipPercent: MAX_OWNERSHIP_PERCENT,
  sellBuyOrder: 'sell_buy_sell',
  gameEnd: { stockMarket: 'current_round' },
  minBidIncrement: MIN_BID_INCREMENT,
};
