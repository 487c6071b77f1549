import { eq } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, DatabaseDriver } from '../../../db/database.ts';
import { sandboxLedger } from '../../../db/schema/index.ts';

export type LedgerKind = 'charge' | 'refund';

/**
 * The sandbox provider's own records (table sandbox_ledger): the first answer given for each
 * reference. They live in our database so that they outlive a crash of our process, as a real
 * provider's records would; the same reference answers the same result across processes.
 */
export interface SandboxLedger {
  find(reference: string): Promise<unknown>;
  /** Keeps `answer` for `reference` unless an answer is kept already; resolves with the kept one. */
  keep(reference: string, kind: LedgerKind, answer: unknown): Promise<unknown>;
  /** Waits for the records written behind (PGlite, see below). */
  flush(): Promise<void>;
}

interface ErrorLog {
  error(details: Record<string, unknown>, message: string): void;
}

export function openSandboxLedger(db: Database, driver: DatabaseDriver, log: ErrorLog): SandboxLedger {
  const table = tableLedger(db);
  return driver === 'pg' ? table : pgliteLedger(db, table, log);
}

/** One statement per call; the primary key settles a race between processes (PostgreSQL pool). */
function tableLedger(db: Database): SandboxLedger {
  const find = async (reference: string): Promise<unknown> => {
    const [row] = await db.select({ answer: sandboxLedger.answer }).from(sandboxLedger).where(eq(sandboxLedger.reference, reference));
    return row?.answer ?? null;
  };
  return {
    find,
    async keep(reference, kind, answer) {
      const inserted = await db
        .insert(sandboxLedger)
        .values({ reference, kind, answer })
        .onConflictDoNothing()
        .returning({ answer: sandboxLedger.answer });
      return inserted[0]?.answer ?? (await find(reference));
    },
    flush: async () => {},
  };
}

/**
 * PGlite has a single connection: a statement sent while a transaction is open waits for it to
 * end — for ever if that transaction is the caller's own (the renewal and cashback jobs call the
 * provider while holding their row). One process owns a PGlite database, so this process's memory
 * answers first; the table is read and written at once when no transaction is open, else written
 * right after it ends (flushed before the app closes). Left open: a reference first met inside a
 * transaction after a restart is not looked up in the table.
 */
function pgliteLedger(db: Database, table: SandboxLedger, log: ErrorLog): SandboxLedger {
  const client = (db as unknown as { $client: PGlite }).$client;
  const answers = new Map<string, unknown>();
  let behind: Promise<void> = Promise.resolve();
  return {
    async find(reference) {
      if (answers.has(reference) || client.isInTransaction()) return answers.get(reference) ?? null;
      const known = await table.find(reference);
      if (known !== null) answers.set(reference, known);
      return known;
    },
    async keep(reference, kind, answer) {
      if (answers.has(reference)) return answers.get(reference);
      if (!client.isInTransaction()) {
        const kept = await table.keep(reference, kind, answer);
        answers.set(reference, kept);
        return kept;
      }
      answers.set(reference, answer);
      behind = behind
        .then(async () => void (await table.keep(reference, kind, answer)))
        .catch((error: unknown) => log.error({ err: error, reference }, 'sandbox ledger write failed'));
      return answer;
    },
    flush: () => behind,
  };
}
