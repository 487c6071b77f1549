import { escapeHtml } from '../../mail/outbox-page.ts';

/**
 * The small pages the helpdesk's signed links open without a sign-in (a rating, keeping a ticket
 * open): server-rendered, no script, every value escaped, the one inline style under the answer's
 * CSP nonce. docs/decisions/0055-satisfaction-and-metrics.md, 0056-close-warning.md.
 */
export interface FollowupPage {
  siteName: string;
  title: string;
  /** Each a paragraph; the first is announced (role status). */
  lines: readonly string[];
  /** A row of links (the five scores when the link came without one). */
  links?: readonly { label: string; href: string }[];
  /** The comment form after a rating. */
  form?: { action: string; token: string; label: string; submit: string; maxLength: number; error?: string };
  back: string;
  styleNonce: string | undefined;
}

export function renderFollowupPage(page: FollowupPage): string {
  const nonce = page.styleNonce === undefined ? '' : ` nonce="${escapeHtml(page.styleNonce)}"`;
  const lines = page.lines.map((line, index) => `<p${index === 0 ? ' role="status"' : ''}>${escapeHtml(line)}</p>`).join('');
  const links =
    page.links === undefined
      ? ''
      : `<p class="choices">${page.links.map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join(' ')}</p>`;
  const form =
    page.form === undefined
      ? ''
      : `<form method="post" action="${escapeHtml(page.form.action)}">
<input type="hidden" name="t" value="${escapeHtml(page.form.token)}">
<label for="commentaire">${escapeHtml(page.form.label)}</label>
<textarea id="commentaire" name="commentaire" rows="5" maxlength="${page.form.maxLength}"${page.form.error === undefined ? '' : ' aria-invalid="true" aria-describedby="erreur"'}></textarea>
${page.form.error === undefined ? '' : `<p id="erreur" role="alert">${escapeHtml(page.form.error)}</p>`}
<button type="submit">${escapeHtml(page.form.submit)}</button>
</form>`;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><link rel="icon" href="data:,"><title>${escapeHtml(page.title)} · ${escapeHtml(page.siteName)}</title>
<style${nonce}>body{margin:0;font-family:system-ui,sans-serif;color:#18191B}header{background:#18191B;color:#d43869;padding:1rem 1.5rem;font-weight:700}main{max-width:32rem;margin:2rem auto;padding:0 1rem}a{color:#b02a55;font-weight:700}.choices a{display:inline-block;border:1px solid #b02a55;border-radius:.5rem;padding:.5rem .75rem;margin:0 .5rem .5rem 0;text-decoration:none}label{display:block;font-weight:700;margin:1.5rem 0 .5rem}textarea{width:100%;box-sizing:border-box;font:inherit}button{margin-top:1rem;background:#b02a55;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;font:inherit;font-weight:700}[role=alert]{color:#b3261e}</style>
</head><body><header>${escapeHtml(page.siteName)}</header><main><h1>${escapeHtml(page.title)}</h1>${lines}${links}${form}<p><a href="/">${escapeHtml(page.back)}</a></p></main></body></html>`;
}
