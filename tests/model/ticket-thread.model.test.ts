import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import {
  statusActionsOf,
  ticketThreadMachine,
  type TicketThreadEvent,
  type TicketThreadInput,
} from '../../machines/support/ticket-thread.machine.ts';
import { allowedTicketActions, nextTicketStatus } from '../../machines/support/ticket.machine.ts';
import type { Message, Ticket, TicketDetail } from '../../src/domain/support.ts';
import {
  describeEventType,
  describeModel,
  doneActorEvent,
  errorActorEvent,
  isDoneActorEvent,
  type StepContext,
} from '../support/model-testing.ts';
import { describeFailure, detail, failures, message, ticket } from './support-fixtures.ts';

const first = message('m-1', 'contact', 1);
const second = message('m-2', 'staff', 2);
const reply = message('m-reply', 'contact', 30);

const scenarios: Array<{ name: string; input: TicketThreadInput }> = [
  { name: 'contact', input: { uid: 't-1', viewer: 'contact' } },
  { name: 'staff', input: { uid: 't-1', viewer: 'staff' } },
];

type Step = StepContext<typeof ticketThreadMachine>;
type Of<T extends TicketThreadEvent['type']> = Extract<TicketThreadEvent, { type: T }>;

const errorOf = (event: { type: string }) => (event as { error?: unknown }).error;

/**
 * One ticket's conversation as docs/product.md#states-ticket and decision 0010 write the lifecycle,
 * and #errors the messages: the test's own tables, carried along every path without the actor
 * (not even the lifecycle machine's helpers): the ticket shown, its messages in order, the reply
 * box or status actions the viewer gets, the draft, what was sent and what the page was told.
 */
type Status = Ticket['status'];
/** Who may reply in which status: the contact unless locked; staff while new, pending or waiting. */
const CAN_REPLY: Record<TicketThreadInput['viewer'], readonly Status[]> = {
  contact: ['new', 'pending', 'waiting', 'closed'],
  staff: ['new', 'pending', 'waiting'],
};
/** The status after a reply (a contact's reply brings a waiting or closed ticket back to pending). */
const AFTER_REPLY: Record<TicketThreadInput['viewer'], Partial<Record<Status, Status>>> = {
  contact: { new: 'new', pending: 'pending', waiting: 'pending', closed: 'pending' },
  staff: { new: 'pending', pending: 'pending', waiting: 'waiting' },
};
/** The staff console's status actions per status. */
const STAFF_ACTIONS: Record<Status, readonly string[]> = {
  new: ['close', 'lock'],
  pending: ['await', 'close', 'lock'],
  waiting: ['resume', 'close', 'lock'],
  closed: ['reopen', 'lock'],
  locked: [],
};

type Box = 'open' | 'sending' | 'readOnly' | 'locked' | 'changingStatus';
interface Outcome {
  view: 'loading' | 'loadFailed' | 'rejected' | 'ready';
  status: Status | null;
  messages: string[];
  hasNextPage: boolean;
  cursor: string | null;
  more: 'more' | 'loadingMore' | 'complete' | null;
  box: Box | null;
  actions: string[];
  replyIssue: unknown;
  draft: string;
  lastReply: string | null;
  rejection: string | null;
  /** A stale version's 409 `changes`, kept until a reply or an action goes through (decision 0050). */
  changes: unknown;
  /** After such a 409 the pages load by themselves up to the newest message (what changed is on screen). */
  catchUp: boolean;
  calls: Step['invocations'];
  effects: Step['effects'];
}

const fetchCall = (uid: string, cursor: string | null, id = 'fetchThread') => ({ src: 'fetchThread', id, input: { uid, cursor } });

/** The box and actions the viewer gets in a status. */
function settle(before: Outcome, viewer: TicketThreadInput['viewer']): Outcome {
  const status = before.status ?? 'new';
  const box: Box = CAN_REPLY[viewer].includes(status) ? 'open' : status === 'locked' ? 'locked' : 'readOnly';
  return { ...before, box, actions: viewer === 'staff' ? [...STAFF_ACTIONS[status]] : [] };
}
const morePages = (outcome: Outcome) => (outcome.hasNextPage && outcome.cursor !== null ? 'more' : 'complete');
/** Where the messages stand once a page is shown: catching up asks for the next page at once, until the last. */
function afterPage(outcome: Outcome, uid: string): Outcome {
  const more = morePages(outcome);
  if (more === 'more' && outcome.catchUp) {
    return { ...outcome, more: 'loadingMore', calls: [...outcome.calls, fetchCall(uid, outcome.cursor, 'fetchMore')] };
  }
  return { ...outcome, more, catchUp: more === 'complete' ? false : outcome.catchUp };
}
const byDate = (all: Message[]) => [...all].sort((a, b) => a.date.localeCompare(b.date));
/** Every message the samples carry, by uid (read-only): the oracle orders them by their dates. */
const WRITTEN = new Map([first, second, reply].map((item) => [item.uid, item]));
const ordered = (uids: string[]) => byDate(uids.map((uid) => WRITTEN.get(uid) as Message)).map((item) => item.uid);

function refused(before: Outcome, reason: string): Outcome {
  return {
    ...before,
    view: 'rejected',
    more: null,
    box: null,
    actions: [],
    rejection: reason,
    effects: [...before.effects, { type: 'accessRejected', params: { reason } }],
  };
}
/** 409: the server's words, what changed when the version was stale (else nothing), then the ticket again. */
function reload(before: Outcome, input: TicketThreadInput, error: unknown): Outcome {
  const { message = null, changes = null } = error as { message?: string; changes?: unknown };
  return {
    ...before,
    changes,
    catchUp: changes !== null,
    view: 'loading',
    more: null,
    box: null,
    actions: [],
    calls: [...before.calls, fetchCall(input.uid, null)],
    effects: [...before.effects, { type: 'notifyConflict', params: { message } }],
  };
}

function nextOutcome(before: Outcome, event: EventObject, input: TicketThreadInput): Outcome {
  const { viewer, uid } = input;
  const error = errorOf(event);
  const reason = (error as { reason?: string } | undefined)?.reason;
  const notify = (type: string, outcome: Outcome = before): Outcome => ({
    ...outcome,
    effects: [...outcome.effects, { type, params: undefined }],
  });
  if (isDoneActorEvent<TicketDetail>(event, 'fetchThread')) {
    const detailRead = event.output;
    const shown = {
      ...before,
      view: 'ready' as const,
      status: detailRead.status,
      messages: detailRead.payload.messages.map((item) => item.uid),
      hasNextPage: detailRead.page.hasNextPage,
      cursor: detailRead.page.endCursor,
      replyIssue: null,
    };
    return settle(afterPage(shown, uid), viewer);
  }
  switch (event.type) {
    case 'xstate.error.actor.fetchThread':
      return error instanceof Error ? notify('notifyLoadFailed', { ...before, view: 'loadFailed' }) : refused(before, reason ?? '');
    case 'thread.retry':
      return before.view === 'loadFailed' ? { ...before, view: 'loading', calls: [...before.calls, fetchCall(uid, null)] } : before;
    case 'thread.loadMore':
      return before.more === 'more'
        ? { ...before, more: 'loadingMore', calls: [...before.calls, fetchCall(uid, before.cursor, 'fetchMore')] }
        : before;
    case 'xstate.done.actor.fetchMore': {
      // The following messages only: the status shown stays until the next action says otherwise.
      const page = (event as unknown as { output: TicketDetail }).output;
      const added = page.payload.messages.map((item) => item.uid).filter((id) => !before.messages.includes(id));
      const next = {
        ...before,
        messages: ordered([...before.messages, ...added]),
        hasNextPage: page.page.hasNextPage,
        cursor: page.page.endCursor,
      };
      return afterPage(next, uid);
    }
    case 'xstate.error.actor.fetchMore':
      return reason === 'unauthorized' ? refused(before, reason) : notify('notifyLoadFailed', { ...before, more: 'more', catchUp: false });
    case 'thread.edit':
      return before.box === 'open' ? { ...before, draft: (event as Of<'thread.edit'>).draft, replyIssue: null } : before;
    case 'thread.reply': {
      if (before.box !== 'open') return before;
      const typed = (event as Of<'thread.reply'>).message;
      if (typed.trim() === '') return { ...before, replyIssue: { rule: 'required' } };
      return {
        ...before,
        box: 'sending',
        replyIssue: null,
        calls: [...before.calls, { src: 'sendReply', id: 'sendReply', input: { uid, message: typed.trim() } }],
      };
    }
    case 'xstate.done.actor.sendReply': {
      const sent = (event as unknown as { output: Message }).output;
      const status = before.status ? (AFTER_REPLY[viewer][before.status] ?? before.status) : null;
      return settle(
        {
          ...before,
          status,
          messages: ordered([...before.messages.filter((id) => id !== sent.uid), sent.uid]),
          replyIssue: null,
          lastReply: sent.uid,
          draft: '',
          changes: null,
        },
        viewer,
      );
    }
    case 'xstate.error.actor.sendReply':
      if (reason === 'forbidden' || reason === 'unauthorized' || reason === 'notFound') return refused(before, reason);
      if (reason === 'conflict') return reload(before, input, error);
      if (reason === 'invalid') return { ...before, box: 'open', replyIssue: { text: 'La longueur de ce champ est incorrecte' } };
      return notify('notifySendFailed', { ...before, box: 'open' }); // the reply box stays
    case 'thread.changeStatus': {
      const { action } = event as Of<'thread.changeStatus'>;
      const idle = before.box === 'open' || before.box === 'readOnly';
      if (!idle || !before.actions.includes(action)) return before;
      return {
        ...before,
        box: 'changingStatus',
        calls: [...before.calls, { src: 'changeStatus', id: 'changeStatus', input: { uid, action } }],
      };
    }
    case 'xstate.done.actor.changeStatus': {
      const { status } = (event as unknown as { output: Ticket }).output;
      return settle(
        { ...before, status, changes: null, effects: [...before.effects, { type: 'notifyStatusChanged', params: { status } }] },
        viewer,
      );
    }
    case 'xstate.error.actor.changeStatus':
      return reason === 'conflict' ? reload(before, input, error) : notify('notifyStatusFailed', settle(before, viewer));
    default:
      return before;
  }
}

function observe(step: Step): Outcome {
  const { snapshot, invocations, effects } = step;
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const boxes: Box[] = ['sending', 'changingStatus', 'open', 'readOnly', 'locked'];
  const box = ready ? (boxes.find((candidate) => snapshot.matches({ ready: { conversation: candidate } })) ?? null) : null;
  const more = !ready ? null : snapshot.hasTag('loadingMore') ? 'loadingMore' : snapshot.hasTag('canLoadMore') ? 'more' : 'complete';
  return {
    view: ready ? 'ready' : snapshot.hasTag('loadFailed') ? 'loadFailed' : snapshot.hasTag('rejected') ? 'rejected' : 'loading',
    status: context.ticket?.status ?? null,
    messages: context.messages.map((item) => item.uid),
    hasNextPage: context.hasNextPage,
    cursor: context.endCursor,
    more,
    box,
    actions: ready ? statusActionsOf(snapshot) : [],
    replyIssue: context.replyIssue,
    draft: context.draft,
    lastReply: context.lastReply,
    rejection: context.rejection,
    changes: context.changes,
    catchUp: context.catchUp,
    calls: [...invocations],
    effects: [...effects],
  };
}

describeModel(
  'ticket thread',
  {
    machine: ticketThreadMachine,
    expected: {
      initial: (scenario): Outcome => ({
        view: 'loading',
        status: null,
        messages: [],
        hasNextPage: false,
        cursor: null,
        more: null,
        box: null,
        actions: [],
        replyIssue: null,
        draft: '',
        lastReply: null,
        rejection: null,
        changes: null,
        catchUp: false,
        calls: [fetchCall(scenario.input?.uid ?? '', null)],
        effects: [],
      }),
      next: (before, event, scenario) => nextOutcome(before, event, scenario.input as TicketThreadInput),
      observe,
    },
    scenarios,
    events: {
      'xstate.done.actor.fetchThread': [
        doneActorEvent('fetchThread', detail('new', [first], true, 'c1')),
        doneActorEvent('fetchThread', detail('closed', [first, second], false, null)),
        doneActorEvent('fetchThread', detail('locked', [first], false, 'c9')),
      ],
      'xstate.error.actor.fetchThread': [
        errorActorEvent('fetchThread', failures.offline),
        errorActorEvent('fetchThread', failures.unauthorized),
        errorActorEvent('fetchThread', failures.notFound),
      ],
      'xstate.done.actor.fetchMore': [doneActorEvent('fetchMore', detail('pending', [second], false, 'c2'))],
      'xstate.error.actor.fetchMore': [errorActorEvent('fetchMore', failures.offline), errorActorEvent('fetchMore', failures.unauthorized)],
      'thread.reply': [
        { type: 'thread.reply', message: ' Merci pour votre réponse ! ' },
        { type: 'thread.reply', message: '   ' },
      ],
      'xstate.done.actor.sendReply': [doneActorEvent('sendReply', reply)],
      'xstate.error.actor.sendReply': [
        errorActorEvent('sendReply', failures.locked),
        errorActorEvent('sendReply', failures.ticketChanged),
        errorActorEvent('sendReply', failures.invalidMessage),
        errorActorEvent('sendReply', failures.offline),
        errorActorEvent('sendReply', failures.forbidden),
      ],
      'thread.edit': [{ type: 'thread.edit', draft: 'Brouillon' }],
      'thread.changeStatus': (['await', 'close', 'reopen', 'lock'] as const).map((action) => ({
        type: 'thread.changeStatus' as const,
        action,
      })),
      'xstate.done.actor.changeStatus': [
        doneActorEvent('changeStatus', ticket('t-1', 'waiting')),
        doneActorEvent('changeStatus', ticket('t-1', 'locked')),
      ],
      'xstate.error.actor.changeStatus': [
        errorActorEvent('changeStatus', failures.locked),
        errorActorEvent('changeStatus', failures.ticketChanged),
        errorActorEvent('changeStatus', failures.offline),
      ],
    },
    describeEvent: (event) => {
      if (event.type.startsWith('xstate.error.actor.')) return `${describeEventType(event.type)} (${describeFailure(errorOf(event))})`;
      if (isDoneActorEvent<TicketDetail>(event, 'fetchThread') || isDoneActorEvent<TicketDetail>(event, 'fetchMore')) {
        return `${describeEventType(event.type)} (${event.output.status}, ${event.output.payload.messages.length} msg, next=${event.output.page.hasNextPage})`;
      }
      if (isDoneActorEvent<Ticket>(event, 'changeStatus')) return `done: changeStatus (${event.output.status})`;
      if (event.type === 'thread.reply') return (event as Of<'thread.reply'>).message.trim() ? 'reply' : 'reply (blank)';
      if (event.type === 'thread.changeStatus') return `action ${(event as Of<'thread.changeStatus'>).action}`;
      return describeEventType(event.type);
    },
  },
  (step: Step) => {
    const { snapshot, previous, event, effects, invocations } = step;
    const { context } = snapshot;
    const viewer = context.viewer;
    const status = context.ticket?.status;

    // Messages in the order they were written, each once.
    const uids = context.messages.map((item: Message) => item.uid);
    expect(new Set(uids).size).toBe(uids.length);
    expect([...context.messages].sort((a, b) => a.date.localeCompare(b.date))).toEqual(context.messages);

    if (snapshot.matches('ready') && status) {
      const conversation = (['replyable', 'readOnly', 'locked', 'changingStatus'] as const).filter((tag) => snapshot.hasTag(tag));
      expect(conversation).toHaveLength(1);
      const settled = !snapshot.hasTag('sending') && !snapshot.hasTag('changingStatus');
      if (settled) {
        // The reply box is the lifecycle machine's answer for this viewer (no reply box on a locked ticket).
        expect(snapshot.hasTag('replyable')).toBe(allowedTicketActions(status, viewer).includes('reply'));
        expect(snapshot.hasTag('locked')).toBe(status === 'locked');
        if (viewer === 'contact') expect(snapshot.hasTag('replyable')).toBe(status !== 'locked');
      }
      // Status actions: staff only, exactly those the lifecycle allows.
      expect(statusActionsOf(snapshot)).toEqual(
        viewer === 'staff' ? allowedTicketActions(status, 'staff').filter((action) => action !== 'reply') : [],
      );
      // docs/product.md#states: more messages only while the last page said so AND gave a cursor.
      if (!snapshot.hasTag('loadingMore')) expect(snapshot.hasTag('canLoadMore')).toBe(context.hasNextPage && context.endCursor !== null);
    }

    if (!previous) {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(invocations).toEqual([{ src: 'fetchThread', id: 'fetchThread', input: { uid: 't-1', cursor: null } }]);
      return;
    }
    const before = previous.context;

    if (event.type === 'xstate.error.actor.fetchThread') {
      const error = errorOf(event);
      if (error instanceof Error) {
        expect(snapshot.hasTag('loadFailed')).toBe(true);
        expect(effects.at(-1)).toEqual({ type: 'notifyLoadFailed', params: undefined });
      } else {
        const reason = (error as { reason: string }).reason;
        expect(snapshot.status).toBe('done');
        expect(context.rejection).toBe(reason);
        expect(effects.at(-1)).toEqual({ type: 'accessRejected', params: { reason } });
      }
    }
    // After a stale version's 409 (decision 0050) the reload goes on to the newest message, so the
    // coach sees what changed before confirming; it stops there (or on a failed page).
    if (isDoneActorEvent<TicketDetail>(event, 'fetchThread') && before.changes !== null) {
      const { hasNextPage, endCursor } = event.output.page;
      expect(snapshot.hasTag('loadingMore')).toBe(hasNextPage && endCursor !== null);
      if (hasNextPage && endCursor !== null) {
        expect(invocations.at(-1)).toEqual({ src: 'fetchThread', id: 'fetchMore', input: { uid: 't-1', cursor: endCursor } });
      }
    }
    if (event.type === 'xstate.done.actor.fetchMore') {
      expect(uids).toEqual(
        [...before.messages.map((item) => item.uid), ...['m-2'].filter((uid) => !before.messages.some((item) => item.uid === uid))].sort(),
      );
      expect(invocations.filter((invocation) => invocation.id === 'fetchMore').at(-1)?.input).toEqual({
        uid: 't-1',
        cursor: before.endCursor,
      });
    }
    if (event.type === 'xstate.error.actor.fetchMore') {
      const error = errorOf(event);
      if (error === failures.unauthorized) {
        // The link expired while reading: the thread ends with the rejected notice, the token is dropped.
        expect(snapshot.hasTag('rejected')).toBe(true);
        expect(context.rejection).toBe('unauthorized');
        expect(effects.at(-1)).toEqual({ type: 'accessRejected', params: { reason: 'unauthorized' } });
      } else {
        expect(context.messages).toEqual(before.messages);
        expect(snapshot.hasTag('canLoadMore')).toBe(true);
        expect(effects.at(-1)).toEqual({ type: 'notifyLoadFailed', params: undefined });
      }
    }
    if (event.type === 'thread.edit' && previous.matches({ ready: { conversation: 'open' } })) {
      expect(context.draft).toBe((event as Of<'thread.edit'>).draft);
      expect(context.replyIssue).toBeNull();
    }
    // The draft survives a status change and a reload (409); only a sent reply empties it.
    if (event.type !== 'thread.edit' && event.type !== 'xstate.done.actor.sendReply') expect(context.draft).toBe(before.draft);
    if (event.type === 'thread.reply' && previous.hasTag('replyable') && !previous.hasTag('sending')) {
      if ((event as Of<'thread.reply'>).message.trim() === '') {
        expect(context.replyIssue).toEqual({ rule: 'required' });
        expect(snapshot.hasTag('sending')).toBe(false);
      } else {
        expect(snapshot.hasTag('sending')).toBe(true);
        expect(invocations.at(-1)).toEqual({
          src: 'sendReply',
          id: 'sendReply',
          input: { uid: 't-1', message: 'Merci pour votre réponse !' },
        });
      }
    }
    if (event.type === 'xstate.done.actor.sendReply' && before.ticket) {
      // The status moves as the lifecycle machine says for this viewer's reply (a contact reopens a closed ticket).
      expect(status).toBe(nextTicketStatus(before.ticket.status, { type: `ticket.${viewer}.reply` }));
      expect(uids.at(-1)).toBe('m-reply');
      expect(context.replyIssue).toBeNull();
      expect(context.lastReply).toBe('m-reply');
      expect(context.draft).toBe('');
    }
    if (event.type === 'xstate.error.actor.sendReply') {
      const error = errorOf(event);
      if (error === failures.locked) {
        // Locked meanwhile: the server's words, then the ticket again (no reply box any more).
        expect(snapshot.hasTag('loading')).toBe(true);
        expect(effects.at(-1)).toEqual({ type: 'notifyConflict', params: { message: failures.locked.message } });
        expect(context.changes).toBeNull();
      } else if (error === failures.ticketChanged) {
        // A stale version (decision 0050): the ticket again, and what changed kept for the reply box, the draft too.
        expect(snapshot.hasTag('loading')).toBe(true);
        expect(context.changes).toEqual(failures.ticketChanged.changes);
        expect(context.draft).toBe(before.draft);
      } else if (error === failures.invalidMessage) {
        expect(context.replyIssue).toEqual({ text: 'La longueur de ce champ est incorrecte' });
      } else if (error === failures.forbidden) {
        // 403 on a reply: the link does not open this ticket (any more): rejected, as when loading.
        expect(snapshot.hasTag('rejected')).toBe(true);
        expect(snapshot.status).toBe('done');
        expect(context.rejection).toBe('forbidden');
        expect(effects.at(-1)).toEqual({ type: 'accessRejected', params: { reason: 'forbidden' } });
      } else {
        // docs/product.md#errors "sending a message" error snackbar; the reply box stays.
        expect(effects.at(-1)).toEqual({ type: 'notifySendFailed', params: undefined });
        expect(snapshot.hasTag('replyable')).toBe(true);
      }
    }
    if (event.type === 'thread.changeStatus' && snapshot.matches('ready')) {
      const { action } = event as Of<'thread.changeStatus'>;
      const allowed = viewer === 'staff' && !!before.ticket && allowedTicketActions(before.ticket.status, 'staff').includes(action);
      const idle = !previous.hasTag('sending') && !previous.hasTag('changingStatus');
      if (allowed && idle) {
        expect(snapshot.hasTag('changingStatus')).toBe(true);
        expect(invocations.at(-1)).toEqual({ src: 'changeStatus', id: 'changeStatus', input: { uid: 't-1', action } });
      } else if (!allowed) {
        expect(context).toEqual(before);
        expect(snapshot.hasTag('changingStatus')).toBe(previous.hasTag('changingStatus'));
      }
    }
    if (isDoneActorEvent<Ticket>(event, 'changeStatus')) {
      expect(status).toBe(event.output.status);
      expect(effects.at(-1)).toEqual({ type: 'notifyStatusChanged', params: { status: event.output.status } });
    }
    if (event.type === 'xstate.error.actor.changeStatus') {
      const error = errorOf(event);
      if (error === failures.locked || error === failures.ticketChanged) expect(snapshot.hasTag('loading')).toBe(true);
      else expect(effects.at(-1)).toEqual({ type: 'notifyStatusFailed', params: undefined });
      // Each 409 says what changed on its own (a refusal in the stored status: nothing); other failures leave it.
      const expected =
        error === failures.ticketChanged ? failures.ticketChanged.changes : error === failures.locked ? null : before.changes;
      expect(context.changes).toEqual(expected);
    }
    // What changed stays shown through the reload until a reply or an action goes through; only a 409 sets it.
    const settles = event.type === 'xstate.done.actor.sendReply' || event.type === 'xstate.done.actor.changeStatus';
    const conflicted =
      (event.type === 'xstate.error.actor.sendReply' || event.type === 'xstate.error.actor.changeStatus') &&
      (errorOf(event) as { reason?: string }).reason === 'conflict';
    if (settles) expect(context.changes).toBeNull();
    else if (!conflicted) expect(context.changes).toBe(before.changes);
  },
);
