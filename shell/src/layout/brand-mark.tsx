import { useSite } from '@rednest/shared/session';
import { PRODUCT_NAME } from '../config/shell-config';
import { RedNestLogo } from './rednest-logo';
import styles from './brand-mark.module.scss';

/** Brand sites show their own logo and name (spec: "their own logo, colours, name"). */
export function useSiteName(): string {
  const { settings } = useSite();
  return settings?.brand?.name || settings?.site_name || PRODUCT_NAME;
}

export function BrandMark({ size = 32 }: { size?: number }) {
  const { settings, kind } = useSite();
  const name = useSiteName();
  const brand = kind === 'brand' ? settings?.brand : null;
  // a brand logo is a wordmark (it carries the name); the link around it is named for screen readers
  if (brand?.brand_logo) {
    return (
      <span className={styles.mark}>
        <img
          className={styles.wordmark}
          src={brand.brand_logo}
          alt={name}
          width={size * 5}
          height={size}
          style={{ height: size }}
        />
      </span>
    );
  }
  return (
    <span className={styles.mark}>
      <RedNestLogo size={size} />
      <span className={styles.name}>{name}</span>
    </span>
  );
}
