import '../labels';
import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@rednest/shared/i18n';
import { cx } from './class-names';
import { keepTabInside, useDialogFocus } from './dialog-focus';
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

  useDialogFocus(open, dialogRef, 'rnModalClose', initialFocusRef);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      if (!dismissible) return;
      e.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (dialogRef.current) keepTabInside(e, dialogRef.current);
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
