import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/** open dialogs of any kind (modal, drawer): the page scrolls again when the last one closes */
let openDialogs = 0;

/**
 * What every modal surface does on opening (WAI-ARIA dialog): focus moves in (to `initialFocusRef`,
 * else the first focusable element that is not its close button, else the surface itself), the page
 * behind stops scrolling, and on closing focus returns to what opened it.
 */
export function useDialogFocus(
  open: boolean,
  surfaceRef: RefObject<HTMLElement | null>,
  closeButtonAttr: string,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const surface = surfaceRef.current;
    if (surface) {
      const target =
        initialFocusRef?.current ??
        focusableIn(surface).find((el) => !el.dataset[closeButtonAttr]) ??
        focusableIn(surface)[0] ??
        surface;
      target.focus();
    }
    openDialogs += 1;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
    // focus handling belongs to the open transition only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}

/** Tab and Shift+Tab stay inside `surface`: from the last element to the first and back. */
export function keepTabInside(e: KeyboardEvent<HTMLElement>, surface: HTMLElement): void {
  if (e.key !== 'Tab') return;
  const items = focusableIn(surface);
  if (items.length === 0) {
    e.preventDefault();
    surface.focus();
    return;
  }
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === surface)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  } else if (!surface.contains(active)) {
    e.preventDefault();
    first.focus();
  }
}
