import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { supportAuthHeaderValue, ticketSchema, type SupportType, type Ticket } from '../../../src/domain/support.ts';
import type { Database } from '../../../server/db/database.ts';
import { outbox, supportTickets } from '../../../server/db/schema/index.ts';
import { mailSealer } from '../../../server/mail/sealing.ts';
import { DEMO, signIn, type SignedIn } from './accounts.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './test-app.ts';

/** Helpers for the support API tests: open tickets, read the outbox, follow e-mailed links. */

let address = 0;
/** A fresh client address per call: the per-address rate limits stay out of the tests' way. */
export const freshAddress = (): string => {
  address += 1;
  return `10.7.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`;
};

let counter = 0;
export const uniqueContactEmail = (): string => {
  counter += 1;
  return `contact-${Date.now()}-${counter}@exemple.test`;
};

export const supportAuth = (token: string, type: SupportType = 'contact'): Record<string, string> => ({
  'support-auth': supportAuthHeaderValue(type, token),
});

export interface OpenedTicket {
  ticket: Ticket;
  /** The follow-up token of the "ticket received" mail. */
  token: string;
  link: URL;
}

/** The mails written to `email`, newest first, bodies opened (the outbox seals them at rest). */
export async function mailsTo(db: Database, email: string) {
  const sealer = mailSealer(TEST_JWT_SECRET);
  const rows = await db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
  return rows.map((row) => ({ ...row, text: sealer.open(row.text), html: row.html === null ? null : sealer.open(row.html) }));
}

/** The link of the newest mail to `email`, and its `t` token. */
export async function latestLink(db: Database, email: string): Promise<{ link: URL; token: string; subject: string; text: string }> {
  const [mail] = await mailsTo(db, email);
  if (mail === undefined) throw new Error(`no mail to ${email}`);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? 'missing:');
  return { link, token: link.searchParams.get('t') ?? '', subject: mail.subject, text: mail.text };
}

/** POST /api/support/{type}/tickets as an anonymous contact; fails the test unless 201. */
export async function openTicket(
  app: FastifyInstance,
  db: Database,
  input: { email?: string; name?: string; title?: string; message?: string; category?: string } = {},
  options: { type?: SupportType; headers?: Record<string, string> } = {},
): Promise<OpenedTicket> {
  const email = input.email ?? uniqueContactEmail();
  const payload = {
    email,
    name: input.name ?? 'Léa Martin',
    title: input.title ?? 'Question sur mon abonnement',
    message: input.message ?? 'Bonjour, comment puis-je changer de formule ?',
    ...(input.category === undefined ? {} : { category: input.category }),
  };
  const response = await app.inject({
    method: 'POST',
    url: `/api/support/${options.type ?? 'contact'}/tickets`,
    payload,
    headers: options.headers ?? {},
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  const ticket = ticketSchema.parse(response.json());
  const { link, token } = await latestLink(db, ticket.contact.email);
  return { ticket, token, link };
}

/**
 * The ticket's current version, as the staff console read it last: a staff reply or action names
 * it (docs/decisions/0050-shared-inbox.md).
 */
export async function ticketVersion(db: Database, uid: string): Promise<number> {
  const [row] = await db.select({ version: supportTickets.version }).from(supportTickets).where(eq(supportTickets.uid, uid));
  if (row === undefined) throw new Error(`no ticket ${uid}`);
  return row.version;
}

type Headers = Record<string, string>;

/** A support API test app with the demo coach signed in on it, for the calling describe. */
export interface SupportApi {
  readonly testApp: TestApp;
  readonly coach: SignedIn;
  app: () => FastifyInstance;
  get: (url: string, headers?: Headers) => Promise<LightMyRequestResponse>;
  /** Each POST comes from a fresh client address (per-address rate limits). */
  post: (url: string, payload: Record<string, unknown>, headers?: Headers) => Promise<LightMyRequestResponse>;
}

/**
 * Registers beforeAll/afterAll in the calling describe: a test app whose e-mailed links point to
 * SITE_URL https://galant.example, and the demo coach signed in on it. `get` and `post` send
 * `defaultHeaders(coach)` when a call gives no headers (none by default).
 */
export function useSupportApi(defaultHeaders: (coach: SignedIn) => Headers = () => ({})): SupportApi {
  let testApp: TestApp | undefined;
  let coach: SignedIn | undefined;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { SITE_URL: 'https://galant.example' } });
    coach = await signIn(testApp.app, DEMO.coach);
  });
  afterAll(() => testApp?.close());

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useSupportApi: used outside a test of its describe');
    return value;
  };
  const api: SupportApi = {
    get testApp() {
      return started(testApp);
    },
    get coach() {
      return started(coach);
    },
    app: () => api.testApp.app,
    get: (url, headers = defaultHeaders(api.coach)) => api.app().inject({ method: 'GET', url, headers }),
    post: (url, payload, headers = defaultHeaders(api.coach)) =>
      api.app().inject({ method: 'POST', url, payload, headers, remoteAddress: freshAddress() }),
  };
  return api;
}
