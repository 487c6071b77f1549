/** Milliseconds since the epoch: token expiry, rotation, failure windows and reset links read it. */
export interface Clock {
  now(): number;
}

/** The clock of a running server; tests give buildApp their own (AppDeps.clock) to move time. */
export const systemClock: Clock = { now: () => Date.now() };

/** The clock's time as a Date (what the repositories and the mails take). */
export const dateOf = (clock: Clock): Date => new Date(clock.now());
