import { expect, type APIRequestContext } from '@playwright/test';

/** The dev outbox (/dev/outbox.json): the links of the mails the server sent. */

export type MailOrder = 'oldest first' | 'newest first';

/** An absolute link of a mail as a site path (path and query), to open on the test server. */
export function sitePath(link: string): string {
  const url = new URL(link);
  return url.pathname + url.search;
}

/** The links of the mails to `to`, as they are now, mail by mail in `order`. */
export async function mailedLinks(request: APIRequestContext, to: string, order: MailOrder = 'oldest first'): Promise<string[]> {
  const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  const { mails } = (await response.json()) as { mails: Array<{ id: number; links: string[] }> };
  return [...mails].sort((a, b) => (order === 'newest first' ? b.id - a.id : a.id - b.id)).flatMap((mail) => mail.links);
}

/** The first link containing `fragment` in the mails to `to` (in `order`), as a site path; waits for the mail. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  fragment: string,
  order: MailOrder = 'oldest first',
): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const link = (await mailedLinks(request, to, order)).find((href) => href.includes(fragment));
      path = link ? sitePath(link) : undefined;
      return path;
    })
    .toBeTruthy();
  return path ?? '';
}
