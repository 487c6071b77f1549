import type { ServerConfig } from '../../config.ts';

/**
 * What one e-mail says, before any layout (docs/decisions/0023-html-mails.md). The builders of
 * each feature fill it from the French dictionary (src/i18n/fr/mails.ts); `renderMail` lays it
 * out twice, as HTML (React Email, server/mail/templates/layout.tsx) and as plain text, so the two
 * parts always say the same thing.
 */
export interface MailContent {
  /** Discreet: nothing about what the site is about (tests/unit/mail-rendering.test.ts). */
  subject: string;
  /** The inbox preview line (hidden in the HTML body): as discreet as the subject. */
  preview: string;
  heading: string;
  greeting: string;
  /** Before the button. */
  blocks: readonly MailBlock[];
  /** The one main link, as a button. Absolute, under SITE_URL. */
  action: MailAction;
  /** After the button (e.g. "if you did not ask for this, ignore it"). */
  closing?: readonly string[];
  /** Why the recipient gets this mail (the footer). */
  reason: string;
}

export interface MailAction {
  label: string;
  url: string;
  /** A line under the button: how long the link lasts, that it needs a sign-in… */
  note?: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label/value lines: amounts, dates, a receipt's number. */
  | { kind: 'facts'; rows: readonly MailFact[] }
  /** Someone else's words as they wrote them (a reply of the staff), line breaks kept. */
  | { kind: 'quote'; text: string }
  /** A row of small links, each a choice (the ratings of a resolved ticket); after the main link in both parts. */
  | { kind: 'choices'; intro: string; links: readonly MailAction[] };

export interface MailFact {
  label: string;
  value: string;
  strong?: boolean;
}

/** What the layout needs from the configuration: the brand, the links' base, the legal line. */
export type MailSettings = Pick<ServerConfig, 'siteName' | 'siteUrl' | 'publisher'>;

/** An absolute link to a page of the site: SITE_URL (never the request's Host) + path. */
export function siteLink(settings: Pick<ServerConfig, 'siteUrl'>, path: string): string {
  return `${settings.siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

export const paragraphs = (texts: readonly string[]): MailBlock[] => texts.map((text) => ({ kind: 'paragraph', text }));
