export * from './policy.ts';
export * from './due.ts';
export * from './quiet.ts';
export * from './timezone.ts';
export * from './decide.ts';
export * from './message.ts';
export * from './duration.ts';
