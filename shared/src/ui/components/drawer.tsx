import '../labels';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@rednest/shared/i18n';
import { cx } from './class-names';
import { keepTabInside, useDialogFocus } from './dialog-focus';
import { DRAWER_HISTORY_KEY } from './drawer-history';
import styles from './drawer.module.scss';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** the edge it slides in from */
  side?: 'start' | 'end';
  /** focus goes here on open; otherwise the first focusable element after the close button */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** false when the page's URL must not get a history entry for the drawer (back then leaves the page) */
  closeOnBack?: boolean;
  className?: string;
}

/**
 * A side panel over the page, as a modal dialog (WAI-ARIA): focus moves in, Tab and Shift+Tab stay
 * inside, Escape, the × button, a tap beside it and the browser's back close it, and focus returns
 * to what opened it. The page behind does not scroll while it is open.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  side = 'end',
  initialFocusRef,
  closeOnBack = true,
  className,
}: DrawerProps) {
  const t = useT();
  const titleId = `rn-drawer-${useId()}`;
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useDialogFocus(open, panelRef, 'rnDrawerClose', initialFocusRef);

  useEffect(() => {
    if (!open) return;
    // back closes it: an entry of its own at the same URL, left by back (popstate) or by closing
    let token: string | null = null;
    const onPop = () => {
      const state: unknown = window.history.state;
      if (!(
        typeof state === 'object' &&
        state !== null &&
        (state as Record<string, unknown>)[DRAWER_HISTORY_KEY] === token
      ))
        onCloseRef.current();
    };
    if (closeOnBack) {
      token = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const state: unknown = window.history.state;
      window.history.pushState(
        { ...(typeof state === 'object' && state !== null ? state : {}), [DRAWER_HISTORY_KEY]: token },
        '',
        window.location.href,
      );
      window.addEventListener('popstate', onPop);
    }
    return () => {
      if (token !== null) {
        window.removeEventListener('popstate', onPop);
        const state: unknown = window.history.state;
        // closed by Escape, ×, a tap beside it or a choice in it: its entry goes too
        if (
          typeof state === 'object' &&
          state !== null &&
          (state as Record<string, unknown>)[DRAWER_HISTORY_KEY] === token
        )
          window.history.back();
      }
    };
    // history belongs to the open transition only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (panelRef.current) keepTabInside(e, panelRef.current);
  };

  return createPortal(
    <div
      className={styles.rnDrawerBackdrop}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(styles.rnDrawer, side === 'start' ? styles.rnDrawerStart : styles.rnDrawerEnd, className)}
      >
        <header className={styles.rnDrawerHeader}>
          <h2 id={titleId} className={styles.rnDrawerTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.rnDrawerClose}
            aria-label={t('ui.close')}
            data-rn-drawer-close="true"
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className={styles.rnDrawerBody}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
