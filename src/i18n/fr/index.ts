import { articlePreview } from './article-preview.ts';
import { authServer } from './auth-server.ts';
import { billingPages } from './billing-pages.ts';
import { billingServer } from './billing-server.ts';
import { frClient } from './client.ts';
import { flows } from './flows.ts';
import { flowsPages } from './flows-pages.ts';
import { head } from './head.ts';
import { helpdeskFollowups } from './helpdesk-followups.ts';
import { validation } from './validation.ts';
import { contentServer } from './content-server.ts';
import { publishingServer } from './publishing-server.ts';
import { server } from './server.ts';
import { subscriptionServer } from './subscription-server.ts';
import { supportServer } from './support-server.ts';

/**
 * The French dictionary: every user-visible string lives here, one module per area so that
 * features add their own file without touching the others. Areas the browser shows are listed
 * in ./client.ts; server-only areas (answers' messages, e-mails) are added here.
 */
export const fr = {
  ...frClient,
  validation,
  server,
  authServer,
  contentServer,
  publishingServer,
  articlePreview,
  billingServer,
  billingPages,
  supportServer,
  helpdeskFollowups,
  subscriptionServer,
  flows,
  flowsPages,
  head,
} as const;
export type Dictionary = typeof fr;
