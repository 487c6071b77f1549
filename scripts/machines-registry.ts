import type { AnyStateMachine } from 'xstate';
import { accountPrivacyMachine } from '../machines/account/account-privacy.machine.ts';
import { changeCardMachine } from '../machines/account/change-card.machine.ts';
import { subscriptionPageMachine } from '../machines/account/subscription-page.machine.ts';
import { withdrawalMachine } from '../machines/account/withdrawal.machine.ts';
import { accountMachine } from '../machines/auth/account.machine.ts';
import { authMachine } from '../machines/auth/auth.machine.ts';
import { loginMachine } from '../machines/auth/login.machine.ts';
import { passwordResetMachine } from '../machines/auth/password-reset.machine.ts';
import { buildWatcherMachine } from '../machines/build-watcher.machine.ts';
import { coachingProfileMachine } from '../machines/coaching/coaching-profile.machine.ts';
import { articleEditorMachine } from '../machines/content/article-editor.machine.ts';
import { articleFilterMachine } from '../machines/content/article-filter.machine.ts';
import { articleLifecycleMachine } from '../machines/content/article-lifecycle.machine.ts';
import { copyLinkMachine } from '../machines/content/copy-link.machine.ts';
import { pagerMachine } from '../machines/content/pager.machine.ts';
import { activationMachine } from '../machines/signup/activation.machine.ts';
import { paymentCallbackMachine } from '../machines/signup/payment-callback.machine.ts';
import { paymentErrorMachine } from '../machines/signup/payment-error.machine.ts';
import { paymentMachine } from '../machines/signup/payment.machine.ts';
import { registrationMachine } from '../machines/signup/registration.machine.ts';
import { snackbarMachine } from '../machines/snackbar.machine.ts';
import { subscriptionMachine } from '../machines/subscription.machine.ts';
import { flowsPageMachine } from '../machines/staff/flows-page.machine.ts';
import { contactAccessMachine } from '../machines/support/contact-access.machine.ts';
import { newTicketMachine } from '../machines/support/new-ticket.machine.ts';
import { ticketListMachine } from '../machines/support/ticket-list.machine.ts';
import { ticketThreadMachine } from '../machines/support/ticket-thread.machine.ts';
import { ticketMachine } from '../machines/support/ticket.machine.ts';

/**
 * Machines drawn in docs/flows: file name (kebab-case, as the machine file) → machine.
 * Add a machine here in one line, then run `npm run diagrams`.
 */
export const machineRegistry = {
  account: accountMachine,
  auth: authMachine,
  login: loginMachine,
  'password-reset': passwordResetMachine,
  'build-watcher': buildWatcherMachine,
  'article-filter': articleFilterMachine,
  'article-lifecycle': articleLifecycleMachine,
  'article-editor': articleEditorMachine,
  'copy-link': copyLinkMachine,
  pager: pagerMachine,
  registration: registrationMachine,
  payment: paymentMachine,
  'payment-error': paymentErrorMachine,
  'payment-callback': paymentCallbackMachine,
  activation: activationMachine,
  snackbar: snackbarMachine,
  subscription: subscriptionMachine,
  'subscription-page': subscriptionPageMachine,
  'change-card': changeCardMachine,
  'account-privacy': accountPrivacyMachine,
  withdrawal: withdrawalMachine,
  'flows-page': flowsPageMachine,
  ticket: ticketMachine,
  'contact-access': contactAccessMachine,
  'ticket-list': ticketListMachine,
  'ticket-thread': ticketThreadMachine,
  'new-ticket': newTicketMachine,
  'coaching-profile': coachingProfileMachine,
} satisfies Record<string, AnyStateMachine>;
