import { z } from 'zod';
import { parseInput } from '../http/validate.ts';
import { serialize } from '../http/serialize.ts';
import { styleNonce } from '../http/security-headers.ts';
import { extractLinks } from './links.ts';
import { openedOutbox } from './outbox-repository.ts';
import { mailSealer } from './sealing.ts';
import { renderOutboxPage } from './outbox-page.ts';
import type { FeaturePlugin } from '../services.ts';

export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** pending → sending → sent | failed (server/mail/delivery.ts). */
  status: z.enum(['pending', 'sending', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
  /** The links of the text, so a test or a developer follows a reset link without parsing. */
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxListSchema = z.object({ mails: z.array(outboxMailSchema) });

const outboxQuerySchema = z.object({
  to: z.email().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * GET /dev/outbox (HTML) and /dev/outbox.json: the mails the site "sent", opened (they are sealed
 * at rest). Registered only outside production (app.ts), so there they do not exist at all (404).
 */
export const devOutboxRoutes: FeaturePlugin = async (app, { services }) => {
  const sealer = mailSealer(services.config.jwtSecret);
  async function load(query: unknown): Promise<OutboxMail[]> {
    const { to, limit } = parseInput(outboxQuerySchema, query, 'query');
    const rows = await openedOutbox(services.database.db, sealer, { to, limit });
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      links: extractLinks(row.text),
    }));
  }

  app.get('/outbox.json', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return serialize(outboxListSchema, { mails: await load(request.query) });
  });

  app.get('/outbox', async (request, reply) => {
    const mails = await load(request.query);
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderOutboxPage(mails, styleNonce(reply)));
  });
};
