import type { SiteSettings } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Section, Skeleton } from '@rednest/shared/ui';
import type { ContentBlock } from '../utils/landing-sections';
import styles from './reseller-landing.module.scss';

/**
 * The closing call to action. Reseller sign-up (/{locale}/reseller/signUp) arrives with the
 * corporate issue; until then the CTA reaches the partnerships team through the site's contact
 * email and number (site_settings), so the page never links to a page that does not exist.
 */
export function PartnershipCta({ cta, settings }: { cta: ContentBlock | null; settings: SiteSettings | null }) {
  const t = useT();
  const title = cta?.title.trim() || t('corp.reseller.ctaTitle');
  const body = cta?.body.trim() || t('corp.reseller.ctaBody');

  let actions;
  if (!settings) {
    actions = <Skeleton width={260} height={48} />;
  } else {
    const email = settings.contact_email.trim();
    const phone = settings.contact_number.trim();
    const tel = `tel:${phone.replace(/[^\d+]/g, '')}`;
    const mailto = `mailto:${email}?subject=${encodeURIComponent(t('corp.reseller.emailSubject'))}`;
    actions = (
      <>
        {(email || phone) && (
          <a className={styles.ctaButton} href={email ? mailto : tel}>
            {t('corp.reseller.contact')}
          </a>
        )}
        {email && phone && (
          <a className={styles.ctaPhone} href={tel}>
            {t('corp.reseller.call', { number: phone })}
          </a>
        )}
      </>
    );
  }

  return (
    <Section title={title} className={styles.cta}>
      <p className={styles.ctaBody}>{body}</p>
      <div className={styles.ctaActions}>{actions}</div>
    </Section>
  );
}
