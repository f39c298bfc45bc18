// Players are told which of 1871's numbers come from the published rules and which are provisional (modelled on
// 1822, 1871's own not being public): the data file labels each section, and the game's description (the start
// message, /game status) names them in words.
import type { GameState } from '../../18xx/state.ts';
import type { TitleDefinition } from '../../types.ts';
import { dataOf, type SteelData } from './data.ts';

/** What each section of the data file holds, as players would say it (README "Data file"). */
const SECTION_WORDS: Record<string, string> = {
  players: 'player counts',
  auction: 'the sealed auctions',
  bid_classes: 'bid prices',
  auction_house: 'which companies are on offer',
  money: 'bank, starting cash and certificate limits',
  loans: 'loans',
  companies: 'companies',
  market: 'stock market',
  phases: 'phases',
  tile_lays: 'tile lays (3 plain, 2 non-tokenable or 1 tokenable upgrade from phase III)',
  tile_lays_early: 'tile lays of minors, and of majors before phase III',
  trains: 'trains',
  map: 'map',
  tiles: 'tiles',
  end: 'when the game ends',
};

/** The data file's sections of one status (published or provisional), in players' words. */
export function sectionWords(data: SteelData, status: 'published' | 'provisional'): string[] {
  return Object.entries(data)
    .filter(([, s]) => typeof s === 'object' && s !== null && (s as { status?: string }).status === status)
    .map(([k]) => SECTION_WORDS[k] ?? k.replace(/_/g, ' '));
}

export function provenanceLine(data: SteelData): string {
  const published = sectionWords(data, 'published');
  return `1871 Steel Cities — data version ${data.version}.${published.length ? ` From the published rules: ${published.join(', ')}.` : ''} Provisional (modelled on 1822, not the real game): ${sectionWords(data, 'provisional').join(', ')}.`;
}

export function withProvenance(def: TitleDefinition<GameState>): TitleDefinition<GameState> {
  return { ...def, describe: (state) => `${provenanceLine(dataOf(state as unknown as GameState))}\n${def.describe(state)}` };
}
