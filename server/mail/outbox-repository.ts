import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { outbox, type OutboxRow } from '../db/schema/index.ts';
import type { MailMessage } from './mailer.ts';

export async function storeInOutbox(db: Database, message: MailMessage): Promise<OutboxRow> {
  const [row] = await db
    .insert(outbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
    .returning();
  if (row === undefined) throw new Error('outbox insert returned no row');
  return row;
}

/** Newest first; `to` narrows to one recipient (tests and developers follow one person's mails). */
export function listOutbox(db: Database, filter: { to?: string | undefined; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(filter.to === undefined ? undefined : eq(outbox.to, filter.to))
    .orderBy(desc(outbox.id))
    .limit(filter.limit);
}
