import { useLoaderData } from 'react-router-dom';
import type { AccountPageData } from '../auth/account-loader.ts';
import type { SubscriptionPageData } from './subscription-loader.ts';

/**
 * What the account routes' loaders answer (route table: account, account-subscription), named for
 * the pages. Null when the route was rendered without its loader (an error page in its place).
 */
export const useAccountPageData = () => useLoaderData() as AccountPageData | null;
export const useSubscriptionPageData = () => useLoaderData() as SubscriptionPageData | null;
