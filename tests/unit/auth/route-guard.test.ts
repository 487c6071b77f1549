import { afterEach, describe, expect, it } from 'vitest';
import { guardRoute, needsGuard, setMiddlewareHook } from '../../../src/app/auth/route-guard.ts';
import type { RouteContext } from '../../../src/app/route-context.ts';
import type { RouteDefinition, RouteMeta } from '../../../src/app/route-table.ts';
import type { AuthInfo } from '../../../src/domain/auth.ts';

const meta: RouteMeta = { secured: false, provider: 'default', breadcrumbs: true, title: 'app.titles.home', layout: 'default' };
const route = (name: string, extra: Partial<RouteMeta>): RouteDefinition => ({ name, path: `/${name}`, meta: { ...meta, ...extra } });

const vip: AuthInfo = { user: { uid: 'u1', email: 'vip@galant.test' }, tokenExpiration: null, acl: { vip: true } };
const member: AuthInfo = { user: { uid: 'u2', email: 'membre@galant.test' }, tokenExpiration: null, acl: {} };

function context(auth: AuthInfo | null, contact: AuthInfo | null = null): RouteContext {
  return {
    api: () => Promise.reject(new Error('no API in guard tests')),
    auth: () => auth,
    authFor: (provider) => (provider === 'default' ? auth : contact),
  };
}

const url = (path: string) => new URL(`https://galant.example${path}`);
let restore: Array<() => void> = [];
afterEach(() => {
  restore.forEach((undo) => undo());
  restore = [];
});

describe('route guards from the route table (docs/product.md#roles)', () => {
  it('lets anyone into a public page, and builds no guard for it', async () => {
    const about = route('about', {});
    expect(needsGuard(about.meta)).toBe(false);
    expect(await guardRoute(about, url('/about'), context(null))).toBeNull();
  });

  it('sends an anonymous visitor of a secured page to /login, remembering the page (its path, not its query)', async () => {
    const account = route('account', { secured: true });
    expect(await guardRoute(account, url('/account?onglet=mdp'), context(null))).toBe('/login?redirect=%2Faccount');
    expect(await guardRoute(account, url('/account'), context(member))).toBeNull();
  });

  it('checks roles against the acl: one match is enough; lacking it goes to the route fallback', async () => {
    const coaching = route('coaching', { roles: ['vip', 'coach'], unauthorizedRedirect: '/', middleware: ['user'] });
    expect(await guardRoute(coaching, url('/coaching'), context(vip))).toBeNull();
    expect(await guardRoute(coaching, url('/coaching'), context(member))).toBe('/');
    expect(await guardRoute(coaching, url('/coaching'), context(null))).toBe('/login?redirect=%2Fcoaching');
  });

  it("reads the route's own provider", async () => {
    const tickets = route('contact-tickets', { secured: true, provider: 'contact' });
    expect(await guardRoute(tickets, url('/contact-tickets'), context(vip, null))).toBe('/login?redirect=%2Fcontact-tickets');
    expect(await guardRoute(tickets, url('/contact-tickets'), context(null, member))).toBeNull();
  });

  it('runs the middlewares in order, vip ones for vip routes, and lets later features fill them', async () => {
    const calls: string[] = [];
    restore.push(setMiddlewareHook('registration', () => (calls.push('registration'), null)));
    restore.push(setMiddlewareHook('vip', ({ auth }) => (calls.push(`vip:${auth?.user.uid}`), '/account/subscription')));
    const welcome = route('registration-welcome', { roles: ['vip'], middleware: ['user', 'registration'] });
    expect(await guardRoute(welcome, url('/registration-welcome'), context(vip))).toBe('/account/subscription');
    expect(calls).toEqual(['registration', 'vip:u1']);
  });

  it('the default user middleware asks for a signed-in visitor', async () => {
    const page = route('profile-area', { middleware: ['user'] });
    expect(await guardRoute(page, url('/profile-area'), context(null))).toBe('/login?redirect=%2Fprofile-area');
    expect(await guardRoute(page, url('/profile-area'), context(member))).toBeNull();
  });
});
