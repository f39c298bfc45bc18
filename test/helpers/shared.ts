// Where the shared project folder lives: beside the repository (../shared), as in CI and on the dev machine.
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = fileURLToPath(new URL('../../../shared', import.meta.url));
export const FIXTURES_18XX = `${SHARED_DIR}/fixtures/18xx-games`;
/** Real 18xx.games games of the titles built last (1830, 1889, ...), beside those not built yet. */
export const FIXTURES_NEXT = `${SHARED_DIR}/fixtures/next-titles`;
