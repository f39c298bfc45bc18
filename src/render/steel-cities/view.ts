// What 1871's pictures draw from: the title's public view (sealed sheets hidden), its data version
// and one headline line saying where the game stands and that the numbers are provisional.
import type { View } from '../../engine/types.ts';
import type { GameView } from '../../engine/view.ts';
import { dataVersion } from '../../engine/titles/1871-steel-cities/data/index.ts';
import type { SteelData } from '../../engine/titles/1871-steel-cities/data/schema.ts';
import type { SteelView } from '../../engine/titles/1871-steel-cities/view.ts';
import { roundWords, sectionWords } from '../../engine/titles/1871-steel-cities/describe.ts';
import { companyName } from '../../engine/titles/1871-steel-cities/sheet.ts';
import { shortLabels } from '../short-label.ts';

export interface SteelPicture {
  data: SteelData;
  /** The game's view (the public's for the thread): no sealed sheet in it, only who submitted. */
  view: View<SteelView>;
  headline: string;
  /** The headline without the provisional note (the map says it in its legend). */
  short: string;
  /** Sections of the data file that are provisional, in players' words. */
  provisional: string[];
  /** Minors' and majors' names by id, and the short labels tokens and the market show (defined on each picture). */
  names: Record<string, string>;
  labels: Record<string, string>;
}

export function pictureOf(game: GameView): SteelPicture {
  const view = game.state as View<SteelView>;
  const data = dataVersion(view.dataVersion);
  const r = view.round;
  let where: string;
  if (view.finished) where = 'game over';
  else if (view.open) where = `sealed auction, ${roundWords(view.open.round)}`;
  else if (r.kind === 'stock') where = `stock round ${r.number}`;
  else {
    const op = r.turn.order[r.turn.index];
    where = `operating round ${r.set}.${r.number}${op ? ` — ${companyName(data, op)} (${r.turn.step === 'run' ? 'running trains' : r.turn.step === 'train' ? 'buying trains' : r.turn.step === 'token' ? 'placing a token' : 'laying track'})` : ''}`;
  }
  const provisional = sectionWords(data, 'provisional');
  const short = `${game.envelopeTitle} — ${where} · phase ${view.phase}`;
  const names = Object.fromEntries([...data.companies.minors, ...data.companies.majors].map((c) => [c.id, c.name]));
  return { data, view, headline: `${short} · provisional numbers (1822 model)`, short, provisional, names, labels: shortLabels(names) };
}
