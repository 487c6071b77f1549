/**
 * The API client's defaults, apart from the client itself: modules that only need a number (a
 * timeout for a download, the base path for a beacon) import this, so the client and its schemas
 * stay in the chunk loaded on first use (services.ts) instead of being pulled into the entry.
 */
export const DEFAULT_BASE_URL = '/api';
/** Request timeout (docs/product.md#limits), per attempt. */
export const DEFAULT_TIMEOUT_MS = 20_000;
