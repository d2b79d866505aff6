import type { Ref } from 'react';
import { AppLink, type AppLinkProps } from '@rednest/shared/ui';
import type { ButtonVariant } from '../components/button';
import { cx } from '../components/class-names';
import styles from '../components/button.module.scss';

export interface ButtonLinkProps extends AppLinkProps {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const VARIANT: Record<ButtonVariant, string | undefined> = {
  primary: styles.rnButtonPrimary,
  secondary: styles.rnButtonSecondary,
  ghost: styles.rnButtonGhost,
  danger: styles.rnButtonDanger,
};

/** The kit Button's classes, for an anchor that is not a route (a file to download). */
export function buttonLinkClass(
  variant: ButtonVariant = 'primary',
  size: 'sm' | 'md' | 'lg' = 'md',
  fullWidth = false,
): string {
  return cx(
    styles.rnButton,
    VARIANT[variant],
    size === 'sm' && styles.rnButtonSm,
    size === 'lg' && styles.rnButtonLg,
    fullWidth && styles.rnButtonFull,
  );
}

/**
 * A link that looks like the kit's Button: for actions that go to another page ("View booking",
 * "Find another stay"). It stays a link (opens in a new tab, is read as a link, is crawled) and
 * navigates like AppLink; its look is the Button's own stylesheet.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return <AppLink {...rest} className={cx(buttonLinkClass(variant, size, fullWidth), className)} />;
}
