import {
  lifecycleStateOf,
  nextArticleState,
  statusOf,
  type ArticleLifecycleEvent,
  type ArticleLifecycleState,
} from '../../../machines/content/article-lifecycle.machine.ts';
import type { ArticleStatus } from '../../../src/domain/staff-articles.ts';

/**
 * Where a stored article stands in the lifecycle machine, and the status a step writes. Every
 * change of an article's status or pending edit goes through `stepArticle`: the server cannot make
 * a transition the machine (and its diagram) does not have (docs/product.md#publishing).
 */

export interface LifecycleColumns {
  status: ArticleStatus;
  pending: unknown;
}

export const lifecycleOfRow = (row: LifecycleColumns): ArticleLifecycleState => lifecycleStateOf(row.status, row.pending !== null);

export interface ArticleStep {
  from: ArticleLifecycleState;
  to: ArticleLifecycleState;
  status: ArticleStatus;
  /** The save is kept aside as the pending revision (the article is published). */
  pending: boolean;
  changed: boolean;
}

/** The machine's step for `event` on this row; null when the machine refuses it. */
export function stepArticle(row: LifecycleColumns, event: ArticleLifecycleEvent): ArticleStep | null {
  const from = lifecycleOfRow(row);
  const next = nextArticleState(from, event);
  if (next === null) return null;
  return { from, to: next.state, status: statusOf(next.state), pending: next.state === 'pendingChanges', changed: next.changed };
}
