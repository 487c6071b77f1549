import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { fill } from '../../../src/i18n/fill.ts';
import { mails } from '../../../src/i18n/fr/mails.ts';
import type { MailMessage } from '../mailer.ts';
import { siteLink, type MailContent, type MailSettings } from './content.ts';
import { MailLayout } from './layout.tsx';

const layout = mails.layout;

/** The publisher's legal line of the footer (the same details as the site's legal notice). */
export function publisherLine(settings: MailSettings): string {
  return fill(layout.publisher, settings.publisher);
}

/**
 * The plain-text part: the same content as the HTML, in reading order. The main link comes first
 * among the links (tools and tests that take "the link of the mail" take the first one), on a line
 * of its own so that no punctuation sticks to it.
 */
export function plainText(content: MailContent, settings: MailSettings): string {
  const parts: string[] = [content.greeting];
  const choices: string[] = [];
  for (const block of content.blocks) {
    if (block.kind === 'paragraph') parts.push(block.text);
    else if (block.kind === 'quote') parts.push(block.text);
    // Choices go after the main link, which stays the first of the text.
    else if (block.kind === 'choices')
      choices.push([block.intro, ...block.links.map((link) => `${link.label}\u202F: ${link.url}`)].join('\n'));
    else parts.push(block.rows.map((row) => `${row.label}\u202F: ${row.value}`).join('\n'));
  }
  const action = [fill(layout.textAction, { label: content.action.label }), content.action.url];
  if (content.action.note !== undefined) action.push(content.action.note);
  parts.push(action.join('\n'));
  parts.push(...choices);
  parts.push(...(content.closing ?? []));
  parts.push(fill(layout.signature, { siteName: settings.siteName }));
  // The usual signature separator ("-- "), then why the mail comes and who publishes the site.
  parts.push(`-- \n${content.reason}\n${publisherLine(settings)}\n${siteLink(settings, '/')}`);
  return `${parts.join('\n\n')}\n`;
}

/**
 * Lays `content` out as a mail to `to`: HTML from the React Email components and its plain-text
 * part. Called by each feature's builder just before it writes the mail to the outbox (which seals
 * both parts). Synchronous on purpose: React's static renderer takes about a millisecond, where
 * React Email's asynchronous `render()` (which waits for Suspense, unused here) takes 4 to 8 times
 * longer — the builders run inside the transactions they report on (docs/decisions/0023-html-mails.md).
 */
export function renderMail(settings: MailSettings, to: string, content: MailContent): MailMessage {
  const body = renderToStaticMarkup(
    createElement(MailLayout, {
      content,
      siteName: settings.siteName,
      homeUrl: siteLink(settings, '/'),
      signature: fill(layout.signature, { siteName: settings.siteName }),
      buttonFallback: layout.buttonFallback,
      publisherLine: publisherLine(settings),
    }),
  );
  return { to, subject: content.subject, text: plainText(content, settings), html: `<!DOCTYPE html>${body}` };
}
