import '../labels';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@rednest/shared/i18n';
import { cx } from './class-names';
import { focusableIn } from './focusable';
import styles from './modal.module.scss';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** actions row (Cancel / Confirm) */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** focus goes here on open; otherwise the first focusable element, else the dialog */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** false for dialogs a stray tap must not dismiss (payment in progress) */
  closeOnBackdrop?: boolean;
  /** hides the × button and ignores Escape, for dialogs that need an explicit answer */
  dismissible?: boolean;
  className?: string;
  'aria-describedby'?: string;
}

let openCount = 0;

/**
 * A modal dialog per the WAI-ARIA pattern: focus moves in, Tab and Shift+Tab stay inside,
 * Escape closes, focus returns to what opened it; the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeOnBackdrop = true,
  dismissible = true,
  className,
  'aria-describedby': describedBy,
}: ModalProps) {
  const t = useT();
  const titleId = `rn-modal-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target =
        initialFocusRef?.current ??
        focusableIn(dialog).find((el) => !el.dataset.rnModalClose) ??
        focusableIn(dialog)[0] ??
        dialog;
      target.focus();
    }
    openCount += 1;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
    // focus handling belongs to the open transition only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      if (!dismissible) return;
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      e.preventDefault();
      dialogRef.current.focus();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialogRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    } else if (!dialogRef.current.contains(active)) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      className={styles.rnModalBackdrop}
      onMouseDown={(e) => {
        if (closeOnBackdrop && dismissible && e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(styles.rnModal, styles[`rnModal-${size}`], className)}
      >
        <header className={styles.rnModalHeader}>
          <h2 id={titleId} className={styles.rnModalTitle}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className={styles.rnModalClose}
              aria-label={t('ui.close')}
              data-rn-modal-close="true"
              onClick={() => onCloseRef.current()}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </header>
        <div className={styles.rnModalBody}>{children}</div>
        {footer ? <footer className={styles.rnModalFooter}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
