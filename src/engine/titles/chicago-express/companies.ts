// The five companies of Chicago Express: charters (shares, trains), starting income and start hex.
export type CompanyId = 'PRR' | 'B&O' | 'C&O' | 'NYC' | 'WAB';

export interface CompanyInfo {
  id: CompanyId;
  name: string;
  colour: string;
  /** Shares on the charter. */
  shares: number;
  /** Trains (locomotives) on the charter, including the one placed on the start hex. */
  trains: number;
  /** Starting income, also the starting price of the initial auction. */
  startIncome: number;
  startHex: string;
  startCity: string;
}

export const COMPANIES: Record<CompanyId, CompanyInfo> = {
  PRR: { id: 'PRR', name: 'Pennsylvania Railroad', colour: 'red', shares: 3, trains: 20, startIncome: 7, startHex: 'R5', startCity: 'Philadelphia' },
  'B&O': { id: 'B&O', name: 'Baltimore & Ohio', colour: 'blue', shares: 4, trains: 22, startIncome: 6, startHex: 'Q7', startCity: 'Baltimore' },
  'C&O': { id: 'C&O', name: 'Chesapeake & Ohio', colour: 'yellow', shares: 6, trains: 26, startIncome: 5, startHex: 'Q9', startCity: 'Washington' },
  NYC: { id: 'NYC', name: 'New York Central', colour: 'green', shares: 5, trains: 24, startIncome: 8, startHex: 'S3', startCity: 'New York' },
  WAB: { id: 'WAB', name: 'Wabash', colour: 'black', shares: 2, trains: 11, startIncome: 1, startHex: 'D3', startCity: 'Fort Wayne' },
};

export const COMPANY_IDS: readonly CompanyId[] = ['PRR', 'B&O', 'C&O', 'NYC', 'WAB'];

/** The initial auctions, in this order; Wabash opens later (first train in Chicago). */
export const INITIAL_AUCTION_ORDER: readonly CompanyId[] = ['PRR', 'B&O', 'C&O', 'NYC'];

export function isCompanyId(value: unknown): value is CompanyId {
  return typeof value === 'string' && (COMPANY_IDS as readonly string[]).includes(value);
}

/** Other names a log may use for a company (compared without case): the reference calls Wabash "Wabash". */
const ALIASES: Record<string, CompanyId> = { WABASH: 'WAB' };

/** The company a log's `corporation` field means: an id in any case, or "Wabash"; null if none. */
export function companyIdOf(value: unknown): CompanyId | null {
  if (typeof value !== 'string') return null;
  const key = value.trim().toUpperCase();
  if (isCompanyId(key)) return key;
  return ALIASES[key] ?? null;
}
