// Tiny Rails' bot pieces: no commands of its own (/move and /pass play it), the words for its own event.
// Import where the bot runs (test/e2e/world.ts); the engine registration is register.ts.
import { registerTitleBot } from '../../src/bot/titles/registry.ts';
import { tinyRails } from './index.ts';
import { tinyWords } from './words.ts';

registerTitleBot(tinyRails.id, { commands: [], eventWords: tinyWords });
