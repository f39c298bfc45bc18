// What of the game comes from 1871's published rules and what is provisional (modelled on 1822, not the real
// game), read from the data file's section labels and told to players with every status.
import type { SteelData } from './data.ts';

/** What each section of the data file holds, as players would say it. */
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
  tile_lays: 'majors\' tile lays from phase III (3 plain, 2 non-tokenable or 1 tokenable upgrade)',
  tile_lays_early: 'tile lays of minors, and of majors before phase III',
  trains: 'trains',
  map: 'map',
  tiles: 'tiles',
  end: 'when the game ends',
};

function sections(data: SteelData, status: 'published' | 'provisional'): string[] {
  return Object.entries(data)
    .filter(([, s]) => typeof s === 'object' && s !== null && (s as { status?: string }).status === status)
    .map(([k]) => SECTION_WORDS[k] ?? k.replace(/_/g, ' '));
}

/** "1871 Steel Cities — data version 2. From the published rules: … Provisional (modelled on 1822, not the real game): …" */
export function provisionalNote(data: SteelData): string {
  const published = sections(data, 'published');
  const provisional = sections(data, 'provisional');
  return `1871 Steel Cities — data version ${data.version}.${published.length ? ` From the published rules: ${published.join(', ')}.` : ''}${provisional.length ? ` Provisional (modelled on 1822, not the real game): ${provisional.join(', ')}.` : ''}`;
}
