// drizzle-kit configuration: `npx drizzle-kit generate` writes SQL migrations for src/db/schema.ts
// into migrations/ (applied at start-up by openDatabase in src/db/open.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
});
