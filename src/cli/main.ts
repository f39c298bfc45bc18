// Command-line tools shared by every title (src/cli/commands.ts): `npm run cli -- replay FILE.json [--runs N]`,
// `render …`, `vickrey …`.
import { runCli } from './commands.ts';

void runCli(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
