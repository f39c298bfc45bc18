// vitest globalSetup: one temp folder for the run's test databases (test/helpers/pglite-template.ts copies),
// removed when the run ends, also the copies of stores a test never closed or a worker that was stopped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'stationmaster-test-run-'));
  process.env.STATIONMASTER_TEST_TMP = dir; // the workers inherit it
  return () => rmSync(dir, { recursive: true, force: true });
}
