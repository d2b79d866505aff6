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
  return (
    <AppLink
      {...rest}
      className={cx(
        styles.rnButton,
        VARIANT[variant],
        size === 'sm' && styles.rnButtonSm,
        size === 'lg' && styles.rnButtonLg,
        fullWidth && styles.rnButtonFull,
        className,
      )}
    />
  );
}
