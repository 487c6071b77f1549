/** Paths of the coaching pages (docs/product.md#routes /coaching, /coaching/new-discussion, /coaching/{uid}). */
export const COACHING_PATHS = {
  home: '/coaching',
  newDiscussion: '/coaching/new-discussion',
} as const;

export function discussionHref(uid: string): string {
  return `${COACHING_PATHS.home}/${encodeURIComponent(uid)}`;
}
