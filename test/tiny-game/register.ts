// Registers Tiny Rails with the engine registry. Import from tests, or preload it into a process:
// `npx tsx --import ./test/tiny-game/register.ts src/main.ts`.
import { registerTitle } from '../../src/engine/registry.ts';
import { tinyRails } from './index.ts';

registerTitle(tinyRails);
