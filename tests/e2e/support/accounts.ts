import { expect, type Page } from '@playwright/test';
import { hydrated } from './browser.ts';

/** The seeded demo accounts (README "Demo accounts") and signing in through /login. */

export interface Account {
  email: string;
  password: string;
}

export const VIP: Account = { email: 'vip@galant.test', password: 'Galant-VIP-2026' };
export const MEMBER: Account = { email: 'membre@galant.test', password: 'Galant-Membre-2026' };
export const PENDING: Account = { email: 'attente@galant.test', password: 'Galant-Attente-2026' };
export const COACH: Account = { email: 'coach@galant.test', password: 'Galant-Coach-2026' };

/** Fills and sends the sign-in form of the current page (/login, possibly with a redirect). */
export async function signIn(page: Page, account: Account): Promise<void> {
  await hydrated(page);
  await page.getByLabel('Adresse e\u2011mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** /staff for an anonymous page: sent to /login, signs in as the demo coach, back on /staff. */
export async function signInToStaffConsole(page: Page): Promise<void> {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fstaff$/);
  await signIn(page, COACH);
  await expect(page).toHaveURL(/\/staff$/);
}
