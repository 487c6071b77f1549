import { accountDeletionRequestSchema, accountDeletionResponseSchema, type AccountDeletionResponse } from '../domain/privacy.ts';
import { downloadBlob } from './download.ts';
import type { HttpClient } from './http-client.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /api/account/export (bearer): the member's data as a JSON file, fetched with the token. */
export function fetchDataExport(client: HttpClient, token: string | null, options: CallOptions = {}): Promise<Blob> {
  return downloadBlob(`${client.baseURL}/account/export`, token, options);
}

/**
 * POST /api/account/delete {confirm: true}: 200 once the account is gone; a refusal (a subscription
 * runs…) is a ConflictError whose violation carries the French reason; 403 for a staff account.
 */
export function deleteAccount(client: HttpClient, options: CallOptions = {}): Promise<AccountDeletionResponse> {
  return client.request({
    method: 'POST',
    path: '/account/delete',
    body: accountDeletionRequestSchema().parse({ confirm: true }),
    schema: accountDeletionResponseSchema,
    signal: options.signal,
  });
}
