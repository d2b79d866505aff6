import '../labels';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { useT } from '@rednest/shared/i18n';
import { cx } from './class-names';
import { VisuallyHidden } from './visually-hidden';
import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** shows a spinner, sets aria-busy and blocks repeat clicks (double bookings, double payments) */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANT: Record<ButtonVariant, string | undefined> = {
  primary: styles.rnButtonPrimary,
  secondary: styles.rnButtonSecondary,
  ghost: styles.rnButtonGhost,
  danger: styles.rnButtonDanger,
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const t = useT();
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      className={cx(
        styles.rnButton,
        VARIANT[variant],
        size === 'sm' && styles.rnButtonSm,
        size === 'lg' && styles.rnButtonLg,
        fullWidth && styles.rnButtonFull,
        className,
      )}
    >
      {loading ? <span className={styles.rnButtonSpinner} aria-hidden="true" /> : null}
      {children}
      {loading ? <VisuallyHidden>{t('ui.loading')}</VisuallyHidden> : null}
    </button>
  );
}
