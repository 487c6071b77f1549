/** Holds the serving thread for `ms`, as a render or a result's mapping does (tests of scheduling). */
export function holdThread(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}
