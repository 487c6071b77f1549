import { NetworkError, TimeoutError, errorFromResponse } from './errors.ts';
import { DEFAULT_TIMEOUT_MS } from './http-defaults.ts';

/**
 * A file the API serves to a signed-in reader (a receipt's PDF, the funnel CSV), fetched with the
 * bearer a plain link would not carry; the same errors and time-out as every other call.
 */
export async function downloadBlob(url: string, token: string | null, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const timeout = AbortSignal.timeout(DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin', signal });
  } catch (cause) {
    if (options.signal?.aborted) throw options.signal.reason;
    if (timeout.aborted) throw new TimeoutError(DEFAULT_TIMEOUT_MS);
    throw new NetworkError(cause);
  }
  if (response.status !== 200) throw errorFromResponse(response.status, undefined, 200);
  return response.blob();
}
