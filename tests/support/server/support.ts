import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { supportAuthHeaderValue, ticketSchema, type SupportType, type Ticket } from '../../../src/domain/support.ts';
import type { Database } from '../../../server/db/database.ts';
import { outbox } from '../../../server/db/schema/index.ts';

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

export async function mailsTo(db: Database, email: string) {
  return db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
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
