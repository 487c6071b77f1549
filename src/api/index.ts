export * from './errors.ts';
export * from './http-client.ts';
export * from './query.ts';
export * from './retry.ts';
export * from './health.ts';
