import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/database.ts';
import { outbox, type OutboxRow } from '../../server/db/schema/index.ts';
import { deliverDueMails, MAX_DELIVERY_ATTEMPTS, messageIdOf, retryDelayMs, type DeliveryReport } from '../../server/mail/delivery.ts';
import type { MailMessage, Mailer } from '../../server/mail/mailer.ts';
import { MAIL_JOB_NAMES, mailJobs } from '../../server/mail/jobs.ts';
import { claimDueMails, DELIVERY_LEASE_MS, openedOutbox } from '../../server/mail/outbox-repository.ts';
import { mailSealer } from '../../server/mail/sealing.ts';
import { manualClock } from '../support/server/accounts.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/server/smtp-peer.ts';
import { jobContext } from '../support/server/subscriptions.ts';
import { createTestApp, type TestApp } from '../support/server/test-app.ts';

const SMTP_PASSWORD = 'smtp-password-never-stored';
let sequence = 0;
const uniqueAddress = () => `mail-${Date.now().toString(36)}-${(sequence += 1)}@galant.test`;
const message = (to: string, text = 'Bonjour, voici votre lien : https://galant.example/x?token=t0k3n-secret'): MailMessage => ({
  to,
  subject: 'Un message de Galant',
  text,
});

describe('mail delivery over SMTP (transactional outbox)', () => {
  let peer: SmtpPeer;
  let testApp: TestApp;
  let clock: ReturnType<typeof manualClock>;
  beforeAll(async () => {
    peer = await startSmtpPeer({ user: 'galant', password: SMTP_PASSWORD });
    testApp = await createTestApp({ env: { SMTP_URL: peer.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await peer.close();
  });
  beforeEach(() => {
    peer.up();
    clock = manualClock(testApp);
  });

  const outboxOf = (to: string): Promise<OutboxRow[]> => testApp.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
  const receivedBy = (to: string) => peer.received().filter((mail) => mail.to.includes(to));
  /** What a feature does: write in its transaction, kick after the commit. Then waits for the run. */
  async function enqueueAndDeliver(mail: MailMessage, key?: string): Promise<boolean> {
    const written = await testApp.db.transaction((tx) => testApp.services.mailOutbox.enqueue(tx, mail, key === undefined ? {} : { key }));
    testApp.services.mailOutbox.kick();
    await testApp.services.mailOutbox.settled();
    return written;
  }
  async function deliverNow(): Promise<void> {
    testApp.services.mailOutbox.kick();
    await testApp.services.mailOutbox.settled();
  }

  it('delivers a committed mail once, with its token, and keeps only the record (bodies erased)', async () => {
    const to = uniqueAddress();
    await enqueueAndDeliver({ ...message(to), html: '<p>Votre <a href="https://galant.example/x?token=t0k3n-secret">lien</a></p>' });

    expect(receivedBy(to)).toHaveLength(1);
    expect(receivedBy(to)[0]?.raw).toContain('t0k3n-secret');
    const [row] = await outboxOf(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text: '', html: null, lastError: null, subject: 'Un message de Galant' });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(receivedBy(to)[0]?.messageId).toBe(messageIdOf(row!, testApp.config.siteUrl));
  });

  it('never sends a mail written in a rolled-back transaction', async () => {
    const to = uniqueAddress();
    await expect(
      testApp.db.transaction(async (tx) => {
        await testApp.services.mailOutbox.enqueue(tx, message(to));
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    await deliverNow();

    expect(await outboxOf(to)).toEqual([]);
    expect(receivedBy(to)).toEqual([]);
  });

  it('writes one row and delivers one mail for the same key written twice', async () => {
    const to = uniqueAddress();
    const key = `test-event:${to}`;
    expect(await enqueueAndDeliver(message(to), key)).toBe(true);
    expect(await enqueueAndDeliver(message(to, 'Une autre version du même événement'), key)).toBe(false);

    expect(await outboxOf(to)).toHaveLength(1);
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('retries a refused delivery with backoff, then sends it once the peer answers, exactly once', async () => {
    const to = uniqueAddress();
    peer.down();
    await enqueueAndDeliver(message(to));
    let [row] = await outboxOf(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now() + retryDelayMs(1));
    expect(row?.lastError).toMatch(/421/);
    expect(row?.lastError?.length).toBeLessThanOrEqual(200);
    expect(JSON.stringify(row)).not.toContain(SMTP_PASSWORD);
    expect(testApp.logs().some((line) => line.msg === 'mail not delivered: tried again later')).toBe(true);

    // Not due yet: a kick changes nothing.
    clock.advance(retryDelayMs(1) - 1000);
    await deliverNow();
    expect((await outboxOf(to))[0]).toMatchObject({ status: 'pending', attempts: 1 });

    // Due, peer still down: second attempt, twice the delay.
    clock.advance(1000);
    await deliverNow();
    [row] = await outboxOf(to);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row?.nextAttemptAt.getTime()).toBe(clock.now() + retryDelayMs(2));
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    peer.up();
    clock.advance(retryDelayMs(2));
    await deliverNow();
    expect((await outboxOf(to))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null, text: '' });
    expect(receivedBy(to)).toHaveLength(1);

    clock.advance(DELIVERY_LEASE_MS * 10);
    await deliverNow();
    expect(receivedBy(to)).toHaveLength(1);
  });

  it(`gives a mail up after ${MAX_DELIVERY_ATTEMPTS} attempts, logged as an error`, async () => {
    const to = uniqueAddress();
    peer.down();
    await enqueueAndDeliver(message(to));
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt += 1) {
      clock.advance(retryDelayMs(attempt));
      await deliverNow();
    }
    const [row] = await outboxOf(to);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
    const given = testApp.logs().find((line) => line.msg === 'mail given up: not delivered' && JSON.stringify(line).includes(to));
    expect(given?.level).toBe(50);
    peer.up();
    clock.advance(retryDelayMs(MAX_DELIVERY_ATTEMPTS) * 2);
    await deliverNow();
    expect(receivedBy(to)).toEqual([]);
  });

  it('re-sends with the same Message-ID when a worker died between the send and the mark (receivers drop the copy)', async () => {
    const to = uniqueAddress();
    await testApp.db.transaction((tx) => testApp.services.mailOutbox.enqueue(tx, message(to)));
    // A worker claims the row, sends it, and dies before marking it sent.
    const claimed = (await claimDueMails(testApp.db, new Date(clock.now()), 50)).filter((mail) => mail.to === to);
    expect(claimed).toHaveLength(1);
    const mail = claimed[0]!;
    const sealer = mailSealer(testApp.config.jwtSecret);
    await testApp.services.mailer.deliver({
      outboxId: mail.id,
      messageId: messageIdOf(mail, testApp.config.siteUrl),
      to,
      subject: mail.subject,
      text: sealer.open(mail.text),
    });

    // Its lease holds the row meanwhile…
    await deliverNow();
    expect(receivedBy(to)).toHaveLength(1);
    expect((await outboxOf(to))[0]).toMatchObject({ status: 'sending' });

    // …until it lapses: the row is delivered again, under the same Message-ID.
    clock.advance(DELIVERY_LEASE_MS + 1000);
    await deliverNow();
    const copies = receivedBy(to);
    expect(copies).toHaveLength(2);
    expect(copies[1]?.messageId).toBe(copies[0]?.messageId);
    expect((await outboxOf(to))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('renews its lease before each send: a slow batch is never sent twice, whichever worker sends', async () => {
    const addresses = [uniqueAddress(), uniqueAddress(), uniqueAddress()];
    await testApp.db.transaction(async (tx) => {
      for (const to of addresses) await testApp.services.mailOutbox.enqueue(tx, message(to));
    });
    const deps = (mailer: Mailer) => ({
      db: testApp.db,
      mailer,
      config: testApp.config,
      log: testApp.app.log,
      now: () => new Date(clock.now()),
    });
    const others: DeliveryReport[] = [];
    // Each send takes 60 % of a lease: the whole batch outlives the lease taken at the claim.
    const slowMailer: Mailer = {
      ...testApp.services.mailer,
      async deliver(mail) {
        clock.advance(DELIVERY_LEASE_MS * 0.6);
        // Another worker (a job tick, another instance) looks for due mails meanwhile.
        others.push(await deliverDueMails(deps(testApp.services.mailer)));
        await testApp.services.mailer.deliver(mail);
      },
    };
    const report = await deliverDueMails(deps(slowMailer));
    // Whoever holds a row sends it; the slow worker gives up what another took over, unsent.
    expect(report.sent + others.reduce((sum, other) => sum + other.sent, 0)).toBe(addresses.length);
    expect(report.sent).toBeGreaterThanOrEqual(2);
    for (const to of addresses) expect(receivedBy(to), to).toHaveLength(1);
  });

  it('with two delivery workers on one database (two instances), delivers each mail once', async () => {
    const addresses = Array.from({ length: 45 }, () => uniqueAddress());
    await testApp.db.transaction(async (tx) => {
      for (const to of addresses) await testApp.services.mailOutbox.enqueue(tx, message(to), { key: `two-workers:${to}` });
    });
    let other: DatabaseHandle = testApp.database;
    if (testApp.config.database.driver === 'pg') other = await openDatabase(testApp.config);
    try {
      const worker = (db: DatabaseHandle) =>
        deliverDueMails({
          db: db.db,
          mailer: testApp.services.mailer,
          config: testApp.config,
          log: testApp.app.log,
          now: () => new Date(clock.now()),
        });
      testApp.services.mailOutbox.kick();
      const reports = await Promise.all([worker(testApp.database), worker(other), worker(other), testApp.services.mailOutbox.settled()]);
      await deliverNow();
      expect(reports.slice(0, 3).reduce((sum, report) => sum + (report?.lost ?? 0), 0)).toBe(0);
    } finally {
      if (other !== testApp.database) await other.close();
    }
    for (const to of addresses) expect(receivedBy(to), to).toHaveLength(1);
    const ids = addresses.map((to) => receivedBy(to)[0]?.messageId);
    expect(new Set(ids).size).toBe(addresses.length);
    const rows = (await testApp.db.select().from(outbox)).filter((row) => addresses.includes(row.to));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('mails stored before sealing (rows of migration 0006)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('are sealed by the mail job and still read the same, never delivered again', async () => {
    const text = 'Suivez votre demande : http://localhost:3000/contact/tickets?t=legacy-live-token';
    const [legacy] = await testApp.db
      .insert(outbox)
      .values({ to: 'ancien@galant.test', subject: 'Ancien', text, html: `<a href="${text}">x</a>`, status: 'sent', sentAt: new Date() })
      .returning();
    const job = mailJobs.find((candidate) => candidate.name === MAIL_JOB_NAMES.deliver);
    const received: string[] = [];
    const mailer = { ...testApp.services.mailer, deliver: async (mail: { to: string }) => void received.push(mail.to) };
    await job?.run({ ...jobContext(testApp, new Date()), mailer });

    const [stored] = await testApp.db.select().from(outbox).where(eq(outbox.id, legacy!.id));
    expect(stored?.text).toMatch(/^sealed:v1:/);
    expect(JSON.stringify(stored)).not.toContain('legacy-live-token');
    const [opened] = await openedOutbox(testApp.db, mailSealer(testApp.config.jwtSecret), { to: 'ancien@galant.test' });
    expect(opened).toMatchObject({ text, html: `<a href="${text}">x</a>`, status: 'sent' });
    expect(received).not.toContain('ancien@galant.test');
  });
});
