import { describe, expect, it } from 'vitest';
import { FAILURE_WINDOW_MS } from '../../server/modules/auth/brute-force.ts';
import { CARD_LINK_TTL_SECONDS } from '../../server/modules/billing/card-link.ts';
import { UNPAID_ACCOUNT_RETENTION_DAYS } from '../../server/modules/registrations/payment-state.ts';
import { SUBSCRIPTION_JOB_NAMES, subscriptionJobs } from '../../server/modules/subscriptions/jobs.ts';
import { CONSENT_DAYS } from '../../src/app/consent/consent-cookie.ts';
import { LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../../src/app/language-cookie.ts';
import { findRouteByName } from '../../src/app/route-table.ts';
import { SESSION_MAX_AGE_SECONDS } from '../../src/domain/auth.ts';
import { RESET_TOKEN_TTL_SECONDS } from '../../src/domain/password-reset.ts';
import { SUPPORT_TOKEN_TTL_SECONDS } from '../../src/domain/support-rules.ts';
import { privacyPolicy } from '../../src/i18n/fr/privacy-policy.ts';

/**
 * The privacy policy tells the truth (docs/product.md#routes /privacy-policy): each duration it
 * states is the one the code applies, read from the constant that applies it. A change of
 * lifetime fails here until the page says the new one.
 */
const DAY = 24 * 3600;
const NNBSP = '\u202F';
const storage = (name: string) => privacyPolicy.storage.items.find((item) => item.name === name)?.what ?? '';
const retention = (start: string) => privacyPolicy.retention.items.find((item) => item.what.startsWith(start))?.how ?? '';

describe('the privacy policy says the lifetimes the code applies', () => {
  it('cookies: session, language, consent', () => {
    expect(storage('Session')).toContain(`${SESSION_MAX_AGE_SECONDS / DAY} jours au plus`);
    expect(storage('Langue')).toContain(`${LANGUAGE_COOKIE_MAX_AGE_SECONDS / DAY} jours`);
    expect(storage('Choix des cookies')).toContain(`${CONSENT_DAYS} jours`);
  });

  it('links sent by e-mail: reset, support follow-up, change of card', () => {
    const links = retention('Les liens');
    expect(RESET_TOKEN_TTL_SECONDS).toBe(3600);
    expect(links).toContain(`Réinitialisation du mot de passe${NNBSP}: 1 heure`);
    expect(links).toContain(`Suivi d’une demande au support${NNBSP}: ${SUPPORT_TOKEN_TTL_SECONDS / DAY} jours`);
    expect(links).toContain(`Changement de carte après un paiement refusé${NNBSP}: ${CARD_LINK_TTL_SECONDS / DAY} jours`);
  });

  it('an account that never paid goes after its retention', () => {
    expect(retention('Un compte créé mais jamais payé')).toContain(`${UNPAID_ACCOUNT_RETENTION_DAYS} jours après sa création`);
  });

  it('failed sign-ins are forgotten after their window', () => {
    expect(retention('La sécurité')).toContain(`Tentatives de connexion échouées${NNBSP}: comptées ${FAILURE_WINDOW_MS / 60_000} minutes`);
  });

  it('"within two hours" of the end: the end of a period is seen every 5 minutes, the profile erased every hour', () => {
    const cron = (name: string) => subscriptionJobs.find((job) => job.name === name)?.cron;
    expect(cron(SUBSCRIPTION_JOB_NAMES.ending)).toMatch(/^\d+-59\/5 \* \* \* \*$/);
    expect(cron(SUBSCRIPTION_JOB_NAMES.erasure)).toMatch(/^\d+ \* \* \* \*$/);
    expect(retention('Votre compte')).toContain('supprimé dans les deux heures');
  });

  it('has its route: public, titled, with breadcrumbs, indexed', () => {
    const route = findRouteByName('privacy-policy');
    expect(route?.path).toBe('/privacy-policy');
    expect(route?.meta).toMatchObject({ secured: false, breadcrumbs: true, title: 'app.titles.privacy' });
    expect(route?.meta.noindex).toBeUndefined();
  });
});
