export { openDatabase, MEMORY, DEFAULT_PGLITE_DIR, MIGRATIONS_FOLDER, type OpenOptions, type Backend } from './open.ts';
export * from './store.ts';
export * from './errors.ts';
export * from './schema.ts';
