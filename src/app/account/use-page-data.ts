import { useRouteData } from '../router/use-route.ts';
import type { AccountPageData } from '../auth/account-loader.ts';
import type { SubscriptionPageData } from './subscription-loader.ts';

/**
 * What the account routes' loaders answer (route table: account, account-subscription), named for
 * the pages. Null when the route was rendered without its loader (an error page in its place).
 */
export const useAccountPageData = () => useRouteData<AccountPageData | null>();
export const useSubscriptionPageData = () => useRouteData<SubscriptionPageData | null>();
