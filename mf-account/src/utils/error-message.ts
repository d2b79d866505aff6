import { isApiCallError } from '@rednest/shared/api-client';

/**
 * Maps a failed call to the label key of what a person should read: the server's stable `code`
 * where it means something to them; status 0 means the request never got an answer.
 */
export function authErrorKey(error: unknown): string {
  // a code chunk (the form's validator) that could not be fetched: the connection, as for a call
  if (error instanceof Error && error.name === 'ChunkLoadError') return 'account.error.network';
  if (!isApiCallError(error)) return 'account.error.generic';
  if (error.code === 'INVALID_CREDENTIALS') return 'account.error.invalidCredentials';
  if (error.code === 'EMAIL_TAKEN') return 'account.error.emailTaken';
  if (error.code === 'OTA_ONBOARD_EMAIL_MISMATCH') return 'account.error.otaEmailMismatch';
  if (error.code === 'OTA_ONBOARD_EXPIRED') return 'account.error.otaExpired';
  if (error.code === 'OTA_ONBOARD_USED') return 'account.error.otaUsed';
  if (error.code === 'OTA_ONBOARD_INVALID') return 'account.error.otaInvalid';
  if (error.code === 'CORP_CLIENT_EMAIL_MISMATCH') return 'account.error.corpEmailMismatch';
  if (error.code === 'CORP_CLIENT_PHONE_MISMATCH') return 'account.error.corpPhoneMismatch';
  if (error.code === 'CORP_CLIENT_LINK_EXPIRED') return 'account.error.corpExpired';
  if (error.code === 'CORP_CLIENT_LINK_USED') return 'account.error.corpUsed';
  if (error.code === 'CORP_CLIENT_LINK_INVALID') return 'account.error.corpInvalid';
  if (error.code === 'REFERRAL_NOT_FOUND') return 'account.error.referralNotFound';
  if (error.code === 'SELF_REFERRAL') return 'account.error.selfReferral';
  if (error.code === 'RATE_LIMITED' || error.status === 429) return 'account.error.rateLimited';
  if (error.status === 0) return 'account.error.network';
  return 'account.error.generic';
}
