import { useId } from 'react';
import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import { useShellSite } from '@rednest/shared/remote';
import styles from './contact-block.module.scss';

/** Customer-service number and email of the current site (site_settings of the locale). */
export function ContactBlock() {
  const t = useT();
  const headingId = useId();
  const { settings } = useShellSite();

  if (!settings) {
    return (
      <aside className={styles.block} aria-busy="true" aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {t('content.contact.title')}
        </h2>
        <Skeleton width="60%" height={20} />
        <Skeleton width="50%" height={20} />
      </aside>
    );
  }

  const phone = settings.contact_number.trim();
  const email = settings.contact_email.trim();
  if (!phone && !email) return null;

  return (
    <aside className={styles.block} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('content.contact.title')}
      </h2>
      <p className={styles.body}>{t('content.contact.body')}</p>
      <ul className={styles.channels}>
        {phone && (
          <li>
            <span className={styles.channel}>{t('content.contact.call')}</span>
            <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              {phone}
            </a>
          </li>
        )}
        {email && (
          <li>
            <span className={styles.channel}>{t('content.contact.email')}</span>
            <a className={styles.link} href={`mailto:${email}`}>
              {email}
            </a>
          </li>
        )}
      </ul>
    </aside>
  );
}
