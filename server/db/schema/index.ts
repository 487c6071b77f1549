/**
 * The whole database schema, as drizzle-kit and the drizzle client see it (imported as a namespace).
 * A feature puts its tables in its own file in this folder, adds ONE `export *` line below, then
 * runs `npm run db:generate` to write the migration. Export only tables, enums and relations here.
 */
export * from './outbox.ts';
export * from './seed-runs.ts';
export * from './content.ts';
export * from './accounts.ts';
export * from './formulas.ts';
export * from './billing.ts';
export * from './billing-receipts.ts';
export * from './support.ts';
export * from './rate-limits.ts';
export * from './flows.ts';
export * from './withdrawals.ts';
