import { useT } from '@rednest/shared/i18n';
import { RedNestLogo } from './rednest-logo';
import styles from './full-screen-loader.module.scss';

/** spec §2: "A full-screen loader with logo shows while pages load". */
export function FullScreenLoader() {
  const t = useT();
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-label={t('loader.label')}>
      <div className={styles.pulse}>
        <RedNestLogo size={56} />
      </div>
      <span className={styles.bar} aria-hidden="true" />
    </div>
  );
}
