// The command-line tools run in this process (src/cli/commands.ts runCli, what src/cli/main.ts runs): a child
// process per call costs ~2 s of CPU (Node, tsx, every title). A test file keeps one run through the real entry point.
import { vi } from 'vitest';
import { runCli } from '../../src/cli/commands.ts';

/** Runs `args` (`['replay', FILE]`…): the exit code and what was written to stdout and stderr. */
export async function cliHere(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  try {
    const code = await runCli(args);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}
