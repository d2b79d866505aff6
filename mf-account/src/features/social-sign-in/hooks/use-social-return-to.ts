import { useLocation } from 'react-router-dom';
import { ownerOfOverlay } from '@rednest/shared/contracts';
import { useShell } from '@rednest/shared/remote';
import { safeReturnTo } from '../../../utils/return-to';

/**
 * Where a sign-in with Google or Facebook leads (a path under the locale): the page's `returnTo`
 * (the signIn and signUp pages), else, in the sign-in dialog over a page (desktop), that page, so
 * the person lands where they were; else home. Checked by safeReturnTo (no open redirect).
 */
export function useSocialReturnTo(): string {
  const { pathname, search, hash } = useLocation();
  const { locale } = useShell();
  const origin = window.location.origin;
  const asked = new URLSearchParams(search).get('returnTo');
  if (asked) return safeReturnTo(asked, locale, origin);
  if (ownerOfOverlay(hash) === 'mf_account')
    return safeReturnTo(`/${locale}${pathname === '/' ? '' : pathname}${search}`, locale, origin);
  return '/';
}
