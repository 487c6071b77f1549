import { describe, expect, it } from 'vitest';
import { catalog } from '../support/mail-catalog.ts';

/**
 * Every HTML e-mail reads on a phone without zooming (docs/decisions/0023-html-mails.md): a
 * viewport meta that lays it out at the device's width, a content column that shrinks (a maximum
 * width, never a fixed one), long words allowed to break. The browser half, at 390 px in Chromium:
 * tests/e2e/mail-phone.spec.ts.
 */

const head = (html: string | undefined): string => /<head>([\s\S]*?)<\/head>/.exec(html ?? '')?.[1] ?? '';

describe('every e-mail is laid out for a phone', () => {
  it.each(Object.entries(catalog))('%s: a viewport meta at the device’s width', (_, mail) => {
    const metas = [...head(mail.html).matchAll(/<meta\s+name="viewport"\s+content="([^"]*)"/g)].map((match) => match[1]);
    expect(metas).toEqual(['width=device-width, initial-scale=1']);
  });

  it.each(Object.entries(catalog))('%s: no fixed width wider than a phone', (_, mail) => {
    // A `width:NNNpx` (or a width attribute) above 320 px would force a sideways scroll; max-width is fine.
    const fixed = [...(mail.html ?? '').matchAll(/(?<![-\w])width\s*[:=]\s*"?(\d+)(px)?/g)]
      .map((match) => Number(match[1]))
      .filter((width) => width > 320);
    expect(fixed).toEqual([]);
  });

  it.each(Object.entries(catalog))('%s: paragraphs break long words', (_, mail) => {
    expect(mail.html ?? '').toMatch(/overflow-wrap:anywhere/);
  });
});
