import { ApiCallError } from '@rednest/shared/api-client';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** the refusals of corp_clients and corp_clients/send_again a booker can act on, each in words */
const CODES = [
  'CORP_CLIENT_EXISTS',
  'CORP_CLIENT_ALREADY_MEMBER',
  'CORP_CLIENT_LINK_USED',
  'CORP_CLIENT_NOT_FOUND',
  'RATE_LIMITED',
] as const;

/** A failed add or send again in the page language: a known code, no connection, or the server's own message. */
export function clientErrorText(error: unknown, t: T): string {
  if (error instanceof ApiCallError) {
    if ((CODES as readonly string[]).includes(error.code)) return t(`corp.error.${error.code}`);
    if (error.status === 0) return t('corp.error.network');
  }
  return t('corp.error.generic');
}

/** the page's own path, for sign-in's returnTo (mf-account honours only a path under the current locale) */
export const signInHref = (locale: string, page: string) =>
  `/signIn?${new URLSearchParams({ returnTo: `/${locale}/${page}` }).toString()}`;
