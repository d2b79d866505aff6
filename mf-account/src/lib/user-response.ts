import type { UserInfo } from '@rednest/shared/contracts';

/**
 * The login, signup and profile calls answer with the user info; we also accept it wrapped as
 * `{ user }` or `{ data }` so a later envelope change on the API does not sign people out.
 */
export function userFromResponse(response: unknown): UserInfo {
  const r = response as Record<string, unknown> | null;
  const candidate = (r && typeof r === 'object' && ('email' in r || 'access_token' in r) ? r : (r?.user ?? r?.data)) as
    | UserInfo
    | undefined;
  if (!candidate || typeof candidate !== 'object' || typeof candidate.email !== 'string') {
    throw new Error('The server answered without a user.');
  }
  return candidate;
}
