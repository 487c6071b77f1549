import type { User } from '../../domain/user.ts';
import { getUser } from '../../api/users.ts';
import type { LoadArgs } from '../route-types.ts';

export interface AccountPageData {
  user: User | null;
}

/**
 * /account data: the signed-in user, read on the server for the first render (the session's token)
 * and in the browser on navigation. A failure leaves it to the page's machine, which can retry.
 */
export async function loadAccount({ context, signal }: LoadArgs): Promise<AccountPageData> {
  const uid = context.auth()?.user.uid;
  if (!uid) return { user: null };
  try {
    return { user: await getUser(await context.api(), uid, { signal }) };
  } catch {
    return { user: null };
  }
}
