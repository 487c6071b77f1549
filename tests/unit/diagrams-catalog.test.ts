import type { AnyStateNode } from 'xstate';
import { describe, expect, it } from 'vitest';
import { transitionKey } from '../../src/domain/flow-transition.ts';
import { flows as flowWords } from '../../src/i18n/fr/flows.ts';
import { machineToFlow } from '../../scripts/lib/diagrams.ts';
import { catalogFlow, flowCatalog } from '../../scripts/lib/flow-catalog.ts';
import { machineRegistry } from '../../scripts/machines-registry.ts';

const catalog = flowCatalog(machineRegistry);
const flow = (id: string) => catalog.flows.find((f) => f.id === id)!;
const moves = (id: string) => flow(id).transitions.map((t) => `${t.from} --${t.event}--> ${t.to}`);

describe('flow catalog (docs/flows/catalog.json)', () => {
  it('has one flow per machine of the registry, keyed as the registry', () => {
    expect(catalog.flows.map((f) => f.id)).toEqual(Object.keys(machineRegistry));
  });

  it('names each move by transitionKey, between leaf states, never by an eventless hop', () => {
    for (const f of catalog.flows) {
      const leaves = new Set(f.states.filter((s) => s.leaf).map((s) => s.id));
      for (const t of f.transitions) {
        expect(t.key).toBe(transitionKey(t));
        expect(t.event).not.toBe('');
        expect(t.event).not.toBe('always');
        for (const end of [t.from, t.to]) {
          const parts = end.split(',');
          expect(parts, `${f.id}: ${end}`).toEqual([...parts].sort());
          for (const part of parts) expect(leaves.has(part), `${f.id}: ${part} is a leaf`).toBe(true);
        }
      }
      expect(new Set(f.transitions.map((t) => t.key)).size).toBe(f.transitions.length);
    }
  });

  // docs/product.md#states: trial → active, renewed every period → cancellation requested → ended; failed renewals are
  // retried, then end it; no reactivation.
  it('lists the subscription lifecycle exactly', () => {
    expect(flow('subscription').initial).toEqual(['pending']);
    expect(moves('subscription').sort()).toEqual(
      [
        'pending --subscription.activate--> trial',
        'pending --subscription.activate--> active',
        'trial --subscription.renewed--> active',
        'trial --subscription.renewalFailed--> retrying',
        'trial --subscription.unsubscribe--> cancellationRequested',
        'active --subscription.renewed--> active',
        'active --subscription.renewalFailed--> retrying',
        'active --subscription.unsubscribe--> cancellationRequested',
        'retrying --subscription.renewed--> active',
        'retrying --subscription.renewalFailed--> retrying',
        'retrying --subscription.renewalFailed--> ended',
        'retrying --subscription.unsubscribe--> cancellationRequested',
        'cancellationRequested --subscription.unsubscribe--> cancellationRequested',
        'cancellationRequested --subscription.periodEnded--> ended',
        'ended --subscription.erase--> erased',
        // Withdrawal (decision 0021): any state with access ends at once.
        'trial --subscription.withdraw--> ended',
        'active --subscription.withdraw--> ended',
        'retrying --subscription.withdraw--> ended',
        'cancellationRequested --subscription.withdraw--> ended',
      ].sort(),
    );
  });

  it('folds eventless hops into the move that led to them', () => {
    // The callback page rests at once on a cancel or on checking the payment (decision 0034): reading is never an end of a move.
    expect(flow('payment-callback').initial).toEqual(['cancelled', 'checking']);
    expect(moves('payment-callback').some((m) => m.includes('reading'))).toBe(false);
    // Registered: signedIn hops to the choice of payment or to a subscription without redirect.
    expect(moves('registration')).toEqual(
      expect.arrayContaining([
        'registering --xstate.done.actor.register--> paymentRequired',
        'registering --xstate.done.actor.register--> subscribing',
      ]),
    );
    expect(moves('registration').some((m) => m.includes('signedIn'))).toBe(false);
    // Delays are the event the actor receives, with the state they were set in.
    expect(moves('payment')).toContain('otherAttempt --xstate.after.busyRetryDelay.payment.otherAttempt--> paying');
  });

  it('names a parallel configuration by its leaves, sorted, a region moving alone', () => {
    expect(moves('ticket-thread')).toContain(
      'ready.conversation.open,ready.messages.more --thread.loadMore--> ready.conversation.open,ready.messages.loadingMore',
    );
  });

  it('labels every move in French from the events and conditions met', () => {
    const payment = flow('payment').transitions;
    const label = (key: string) => payment.find((t) => t.key === key)?.label;
    expect(label('paying --xstate.done.actor.payCard--> succeeded')).toBe('Paiement envoyé (accepté)');
    expect(label('classifying --xstate.done.actor.paymentError--> editing')).toBe('Refus analysé (erreur récupérable)');
    expect(flow('payment').title).toBe('Paiement par carte');
  });

  it('is exact for parallel states: no two regions of one parallel state handle the same event', () => {
    for (const [id, machine] of Object.entries(machineRegistry)) {
      const walk = (node: AnyStateNode): void => {
        const regions = Object.values(node.states) as AnyStateNode[];
        if (node.type === 'parallel') {
          const owners = new Map<string, string>();
          for (const region of regions) {
            const events = new Set<string>();
            const collect = (n: AnyStateNode): void => {
              for (const e of n.transitions.keys()) events.add(e);
              for (const child of Object.values(n.states) as AnyStateNode[]) collect(child);
            };
            collect(region);
            for (const event of events) {
              expect(owners.get(event), `${id}: ${event} in ${owners.get(event)} and ${region.key}`).toBeUndefined();
              owners.set(event, region.key);
            }
          }
        }
        regions.forEach(walk);
      };
      walk(machine.root);
    }
  });
});

describe('French words of the flows (src/i18n/fr/flows.ts)', () => {
  it('name every state, event and condition of every machine, and nothing else', () => {
    for (const [id, machine] of Object.entries(machineRegistry)) {
      const words = flowWords[id as keyof typeof flowWords];
      expect(words, `${id}: no entry in src/i18n/fr/flows.ts`).toBeDefined();
      const graph = machineToFlow(machine);
      const states = catalogFlow(id, machine).states.map((s) => s.id);
      const events = [...new Set(graph.edges.map((e) => e.trigger).filter((t) => t !== 'always'))];
      const guards = [...new Set(graph.edges.map((e) => e.guard).filter((g): g is string => g !== undefined))];
      expect(Object.keys(words.states).sort(), `${id}: states`).toEqual([...states].sort());
      expect(Object.keys(words.events).sort(), `${id}: events`).toEqual([...events].sort());
      expect(Object.keys(words.guards).sort(), `${id}: conditions`).toEqual([...guards].sort());
    }
  });
});
