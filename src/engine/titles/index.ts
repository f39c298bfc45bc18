// Registers every title with the engine registry. Import this once at start-up (bot, CLI, tests).
import { registerTitle } from '../registry.ts';

import type { TitleDefinition } from '../types.ts';

const modules: TitleDefinition[] = [
  (await import('./18chesapeake/index.ts')).default,
  (await import('./1828/index.ts')).default,
  // each title folder's index.ts default-exports its TitleDefinition
  (await import('./chicago-express/index.ts')).default,
  (await import('./1871-steel-cities/index.ts')).default,
];

for (const def of modules) registerTitle(def);
