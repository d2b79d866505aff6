/**
 * A word for the person above the sign-in options, carried in the history entry's state (never
 * the URL): the Facebook callback leads to the sign-in page (phones) or dialog (desktop) with it,
 * e.g. "You cancelled signing in with Facebook". `tone` 'status' is calm news, 'alert' an error.
 */
export interface SignInNotice {
  tone: 'status' | 'alert';
  /** a label key (account.social.*) */
  key: string;
}

/** The notice in a location's state, or null (none, or not one of ours). */
export function signInNoticeOf(state: unknown): SignInNotice | null {
  const notice = (state as { signInNotice?: unknown } | null)?.signInNotice as Partial<SignInNotice> | undefined;
  if (
    !notice ||
    (notice.tone !== 'status' && notice.tone !== 'alert') ||
    typeof notice.key !== 'string' ||
    !notice.key.startsWith('account.')
  )
    return null;
  return { tone: notice.tone, key: notice.key };
}
