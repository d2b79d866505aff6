import { isApiCallError } from '@rednest/shared/api-client';
import { authErrorKey } from '../../../utils/error-message';

/** fb_login's verdicts on a Facebook code sign-in (api/README.md "Google and Facebook sign-in"), in words. */
export function facebookErrorKey(error: unknown): string {
  if (isApiCallError(error)) {
    if (error.code === 'ID_PROVIDER_UNAVAILABLE') return 'account.social.facebookUnavailable';
    if (error.code === 'ID_TOKEN_EXPIRED') return 'account.social.facebookExpired';
    if (error.code === 'ID_TOKEN_NO_EMAIL') return 'account.social.facebookNoEmail';
    // the code was refused, used or not this attempt's: a new attempt gets a new one
    if (
      ['AUTH_CODE_INVALID', 'ID_TOKEN_NONCE_MISMATCH', 'INVALID_RETURN_URL', 'VALIDATION_FAILED'].includes(error.code)
    )
      return 'account.social.facebookFailed';
    if (error.status === 401 || error.status === 403 || error.code === 'PROVIDER_NOT_CONFIGURED')
      return 'account.social.facebookRefused';
  }
  return authErrorKey(error);
}
