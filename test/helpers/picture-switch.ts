// A switch for the thread's pictures, in end-to-end tests that look at them (by name) on the first messages and
// then play a long game in which nothing reads them: drawing a game's pictures after its moves would be most of
// such a test's time. In a test file, with the blank PNGs of cheap-png.ts (vitest.config.ts groups such files):
//   vi.mock('../../src/bot/services/images.ts', async (real) => (await import('../helpers/picture-switch.ts')).switchable(await real()));
//   vi.mock('../../src/render/png-encode.ts', async (real) => (await import('../helpers/cheap-png.ts')).cheapPng(await real()));
// then `pictures.on = false` where they stop being looked at. Files with these mocks share their worker's modules:
// test/helpers/setup.ts turns the switch back on (and atEnd off) before each file.
type Images = typeof import('../../src/bot/services/images.ts');

export const pictures = {
  /** Draw and post the thread's pictures. */
  on: true,
  /** While off: still draw those of the finished game (its last message). */
  atEnd: false,
};

export function switchable(real: Images): Images {
  return { ...real, gameImages: (game, kind) => (pictures.on || (pictures.atEnd && game.finished) ? real.gameImages(game, kind) : []) };
}
