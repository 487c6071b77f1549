import type { FastifyInstance } from 'fastify';

/** Milliseconds since the epoch: token expiry, rotation, failure windows and reset links read it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

// Keyed by the app's config object: the one value every encapsulated context of an app shares.
const clocks = new WeakMap<object, Clock>();

/** The clock of this app's accounts area (the system clock unless a test moved time). */
export function clockOf(app: FastifyInstance): Clock {
  return clocks.get(app.config) ?? systemClock;
}

/** Tests: make this app read time from `clock` (expiry, rotation and lockouts without waiting). */
export function setClock(app: FastifyInstance, clock: Clock): void {
  clocks.set(app.config, clock);
}
