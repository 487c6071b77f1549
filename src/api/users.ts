import { tokenResponseSchema, type TokenResponse } from '../domain/auth.ts';
import { userSchema, type ChangePasswordRequest, type User, type UserMetadataData } from '../domain/user.ts';
import type { HttpClient } from './http-client.ts';

interface CallOptions {
  signal?: AbortSignal;
}

/** GET /api/users/{uid} (bearer; self only). */
export function getUser(client: HttpClient, uid: string, options: CallOptions = {}): Promise<User> {
  return client.request({ path: '/users/{uid}', params: { uid }, schema: userSchema, signal: options.signal });
}

/** POST /api/users/{uid}/metadata (docs/product.md#entities, docs/product.md#validation: the body must be an object): answers the updated user. */
export function setUserMetadata(client: HttpClient, uid: string, data: UserMetadataData, options: CallOptions = {}): Promise<User> {
  return client.request({
    method: 'POST',
    path: '/users/{uid}/metadata',
    params: { uid },
    body: data,
    schema: userSchema,
    signal: options.signal,
  });
}

/** POST /api/users/{uid}/password (docs/product.md#calls: uid, old, new): answers a fresh token, the older ones are revoked. */
export function changePassword(client: HttpClient, change: ChangePasswordRequest, options: CallOptions = {}): Promise<TokenResponse> {
  return client.request({
    method: 'POST',
    path: '/users/{uid}/password',
    params: { uid: change.uid },
    body: change,
    schema: tokenResponseSchema,
    signal: options.signal,
  });
}
