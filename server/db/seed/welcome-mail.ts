import { fr } from '../../../src/i18n/fr/index.ts';
import { outbox } from '../schema/index.ts';
import type { Seeder } from './index.ts';
import { fill } from '../../../src/i18n/fill.ts';

/** Where demo mails go; .test is reserved (RFC 2606), nothing can ever be delivered there. */
export const DEMO_MAIL_RECIPIENT = 'demo@galant.test';

/**
 * Demo: the first start leaves one mail in the outbox explaining what it is, so /dev/outbox is
 * not an empty mystery. Written straight to the table: it must never reach a real SMTP server.
 */
export const welcomeMailSeeder: Seeder = {
  name: 'demo/welcome-mail',
  demo: true,
  async run({ db, config }) {
    const values = { siteName: config.siteName, siteUrl: config.siteUrl };
    await db.insert(outbox).values({
      to: DEMO_MAIL_RECIPIENT,
      subject: fr.server.devOutbox.welcomeSubject,
      text: fill(fr.server.devOutbox.welcomeText, values),
    });
  },
};
