// vitest globalSetup: one temp folder for the run's test databases (test/helpers/pglite-template.ts copies),
// removed when the run ends, also the copies of stores a test never closed or a worker that was stopped.
// With TEST_DATABASE_URL, the run's template databases on that server (test/reminders/pg-fixture.ts: one per
// worker, shared by its test files) are dropped at the end too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The names of a run's template databases begin with this (`runFolder`: the run's temp folder). */
export function templatePrefix(runFolder: string | undefined): string {
  return `rem_tpl_${(runFolder ?? 'solo').replace(/.*[-/]/, '').toLowerCase().replace(/[^a-z0-9]/g, '')}_`;
}

async function dropTemplates(url: string, prefix: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

export default function setup(): () => Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'stationmaster-test-run-'));
  process.env.STATIONMASTER_TEST_TMP = dir; // the workers inherit it
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTemplates(url, templatePrefix(dir));
  };
}
