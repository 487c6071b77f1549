import { expect, test } from '@playwright/test';
import { catalog } from '../support/mail-catalog.ts';

/**
 * Every HTML e-mail, as the server renders it, opened in Chromium on a phone (docs/decisions/0023-html-mails.md):
 * a mobile browser honours the viewport meta, so the page is laid out at the phone's width (a mail
 * without it is laid out 980 px wide and shown zoomed out), and nothing scrolls sideways.
 */

for (const width of [390, 360]) {
  test.describe(`e-mails on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });

    test('the check catches a mail without the viewport meta: laid out as a desktop page', async ({ page }) => {
      const html = (catalog.receipt?.html ?? '').replace(/<meta name="viewport"[^>]*>/, '');
      await page.setContent(html, { waitUntil: 'load' });
      expect(await page.evaluate(() => window.innerWidth)).toBeGreaterThan(width);
    });

    for (const [name, mail] of Object.entries(catalog)) {
      test(`${name}: laid out at the phone's width, no horizontal overflow`, async ({ page }) => {
        expect(mail.html, 'every mail has an HTML part').toBeDefined();
        await page.setContent(mail.html ?? '', { waitUntil: 'load' });
        const measures = await page.evaluate(() => ({
          layout: window.innerWidth,
          scroll: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
          fontSize: Number.parseFloat(getComputedStyle(document.querySelector('p') ?? document.body).fontSize),
        }));
        // The layout viewport is the phone's: the mail is not a desktop page zoomed out.
        expect(measures.layout).toBe(width);
        expect(measures.scroll).toBeLessThanOrEqual(width);
        expect(measures.body).toBeLessThanOrEqual(width);
        // Text readable as is: no zoom needed.
        expect(measures.fontSize).toBeGreaterThanOrEqual(14);
      });
    }
  });
}
