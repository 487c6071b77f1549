import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/** Browser helpers shared by the e2e specs: console watch, hydration, axe audit. */

/**
 * Collects console errors and page errors, so a test can assert a clean page; `allowed` lists the
 * resource errors a step expects (e.g. /status of 401/ for a refused sign-in, /status of 400/ for a decline).
 */
export function watchConsole(page: Page, allowed: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text()))) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Waits until the client app has hydrated the page. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Serious and critical axe violations of the page as it is now. axe is injected as an inline
 * script, which the CSP rightly refuses: the calling test bypasses it (`test.use({ bypassCSP: true })`).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<Result> } }).axe;
    const result = await axe.run(document);
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/**
 * The width whole journeys (sign-up, payment, withdrawal…) are walked at: the phone's, where layouts
 * break first; every other browser test runs at desktop size, so each screen is still seen at both
 * (docs/decisions/0053-browser-journeys-once.md).
 */
export const JOURNEY_SIZES = [{ name: '375px', viewport: { width: 375, height: 740 } }] as const;
