// The engine definitions of every title, registered for headless use (tests, tools, replay). The bot and
// the CLI register titles through src/titles.ts, which adds each title's pictures and bot pieces.
import { registerTitle } from '../registry.ts';
import type { TitleDefinition } from '../types.ts';
import chesapeake from './18chesapeake/index.ts';
import chicagoExpress from './chicago-express/index.ts';
import t1828 from './1828/index.ts';
import steelCities from './1871-steel-cities/index.ts';

export const ENGINE_TITLES: TitleDefinition[] = [chesapeake, t1828, chicagoExpress, steelCities];

for (const def of ENGINE_TITLES) registerTitle(def);
