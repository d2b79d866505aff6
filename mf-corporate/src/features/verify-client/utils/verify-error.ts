import { ApiCallError } from '@rednest/shared/api-client';

/** what a failed link read or confirm means for the page: a state of its own, or a message to retry after */
export type LinkFailure = 'invalid' | 'expired' | 'used' | 'other';

export function linkFailure(error: unknown): LinkFailure {
  if (!(error instanceof ApiCallError)) return 'other';
  if (error.code === 'CORP_CLIENT_LINK_EXPIRED') return 'expired';
  if (error.code === 'CORP_CLIENT_LINK_USED') return 'used';
  if (error.status === 404 || error.status === 400) return 'invalid';
  return 'other';
}
