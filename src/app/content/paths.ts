/** Where content lives in the site (route table: articles, article). No imports: cards on the home page use it. */
export const ARTICLES_PATH = '/articles';

export function articlePath(uid: string): string {
  return `/article/${encodeURIComponent(uid)}`;
}
