import { fr } from '../../src/i18n/fr/index.ts';
import type { OutboxMail } from './dev-outbox-routes.ts';

const texts = fr.server.devOutbox;
const LINK = /https?:\/\/[^\s<>"']+/g;

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** Escapes the text, then turns its http(s) URLs into links (split on the raw text, escape each part). */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

function renderMail(mail: OutboxMail): string {
  const html =
    mail.html === null ? '' : `<details><summary>${escapeHtml(texts.htmlVersion)}</summary><pre>${escapeHtml(mail.html)}</pre></details>`;
  return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">${escapeHtml(texts.to)} : ${escapeHtml(mail.to)} · ${escapeHtml(texts.date)} : <time datetime="${escapeHtml(mail.createdAt)}">${escapeHtml(dateFormat.format(new Date(mail.createdAt)))}</time></p>
<pre>${linkify(mail.text)}</pre>
${html}
</article>`;
}

/** A static page (no script): readable with CSP on, every value escaped. */
export function renderOutboxPage(mails: readonly OutboxMail[], styleNonce: string | undefined): string {
  const nonce = styleNonce === undefined ? '' : ` nonce="${escapeHtml(styleNonce)}"`;
  const body = mails.length === 0 ? `<p>${escapeHtml(texts.empty)}</p>` : mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(texts.title)}</title>
<style${nonce}>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #18191B; }
article { border: 1px solid #ddd; border-radius: .5rem; padding: 0 1rem 1rem; margin: 1rem 0; }
.meta { color: #555; font-size: .9rem; }
pre { white-space: pre-wrap; word-break: break-word; font-family: inherit; }
a { color: #b02a55; }
</style>
</head>
<body>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.intro)} <a href="/dev/outbox.json">${escapeHtml(texts.json)}</a></p>
${body}
</body>
</html>
`;
}
