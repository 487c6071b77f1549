import { t } from '../i18n/index.ts';
import { watchSession, type SessionRouter } from './auth/session-watch.ts';
import type { BrowserServices } from './browser-services.ts';
import { watchChunkErrors } from './chunk-watch.ts';
import { ensureLanguageCookie } from './language-cookie.ts';

/**
 * What a page needs once it runs but not to show or hydrate it: src/app/entry-client.tsx
 * loads this module when the browser is idle (a second at most), out of the home page's first load.
 */
export function afterStart(services: BrowserServices, router: SessionRouter, startedSignedIn: boolean): void {
  const notice = (key: Parameters<typeof t>[0], type: 'info' | 'warning') => () =>
    services.snackbar.send({ type: 'snackbar.show', snackbar: { message: t(key), type } });
  // What a page does when the session ends: sign-out leaves guarded pages, a lost session re-runs the
  // guards. Attached late, it still tells a session lost before (the page was rendered signed in).
  const notices = { signedOut: notice('auth.session.signedOut', 'info'), sessionLost: notice('auth.session.lost', 'warning') };
  watchSession(services.auth.default, router, notices, startedSignedIn);
  // A chunk that failed to load (new deployment) reloads to the page the user was going to.
  watchChunkErrors(window, (targetPath) => {
    void services.buildWatcher?.then((watcher) => watcher.send({ type: 'chunk.loadFailed', targetPath }));
    return true;
  });
  ensureLanguageCookie(document);
}
