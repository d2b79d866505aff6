/**
 * An open drawer owns one history entry (same URL, a marker in its state), so the browser's or the
 * phone's back button closes it instead of leaving the page. What a drawer's own link or choice
 * does next (navigate, switch locale, change the URL's currency) must happen after that entry is
 * gone, or the drawer's `history.back()` would undo it: `afterDrawerCloses` waits for it.
 */
export const DRAWER_HISTORY_KEY = 'rnDrawer';

/** whether the page's current history entry is an open drawer's */
export function onDrawerEntry(): boolean {
  if (typeof window === 'undefined') return false;
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && DRAWER_HISTORY_KEY in state;
}

/**
 * Runs `then` once the drawer's history entry has been left (the drawer closing goes back one
 * entry), or at once when there is none. Call it in the same event that closes the drawer.
 */
export function afterDrawerCloses(then: () => void): void {
  if (!onDrawerEntry()) {
    then();
    return;
  }
  window.addEventListener('popstate', () => then(), { once: true });
}
