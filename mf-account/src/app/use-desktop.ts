import { useSyncExternalStore } from 'react';

/** Where sign-in is a dialog over the page instead of a page of its own (spec §2 "desktop"). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY) : null;

/** true on a desktop-wide window, following resizes; false where matchMedia is missing. */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = query();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => query()?.matches ?? false,
    () => false,
  );
}
