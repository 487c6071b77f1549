import { fr } from '../../../src/i18n/fr/index.ts';
import { writeOutboxRow } from '../../mail/mail-outbox.ts';
import { mailSealer } from '../../mail/sealing.ts';
import type { Seeder } from './index.ts';
import { fill } from '../../../src/i18n/fill.ts';

/** Where demo mails go; .test is reserved (RFC 2606), nothing can ever be delivered there. */
export const DEMO_MAIL_RECIPIENT = 'demo@galant.test';

/**
 * Demo: the first start leaves one mail in the outbox explaining what it is, so /dev/outbox is
 * not an empty mystery. Stored as already delivered ("kept"): the delivery never hands it to a
 * real SMTP server. Sealed like every other row.
 */
export const welcomeMailSeeder: Seeder = {
  name: 'demo/welcome-mail',
  demo: true,
  async run({ db, config }) {
    if (config.jwtSecret === null) throw new Error('the outbox seals mails with the JWT secret: resolve it before seeding');
    const values = { siteName: config.siteName, siteUrl: config.siteUrl };
    const mail = {
      to: DEMO_MAIL_RECIPIENT,
      subject: fr.server.devOutbox.welcomeSubject,
      text: fill(fr.server.devOutbox.welcomeText, values),
    };
    await writeOutboxRow(db, mailSealer(config.jwtSecret), mail, { key: 'demo-welcome-mail', now: new Date(), kept: true });
  },
};
