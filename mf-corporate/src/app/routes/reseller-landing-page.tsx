import { useT } from '@rednest/shared/i18n';
import { useSite } from '@rednest/shared/session';
import { ErrorPanel } from '@rednest/shared/ui';
import { useShell } from '@rednest/shared/remote';
import { useDocumentTitle } from '@rednest/shared/remote';
import { useResellerLanding } from '../../features/reseller-landing/api/get-reseller-landing';
import { landingSections } from '../../features/reseller-landing/utils/landing-sections';
import { LandingHero } from '../../features/reseller-landing/components/landing-hero';
import { BenefitList } from '../../features/reseller-landing/components/benefit-list';
import { HowItWorks } from '../../features/reseller-landing/components/how-it-works';
import { PartnershipCta } from '../../features/reseller-landing/components/partnership-cta';
import { ResellerLandingSkeleton } from '../../features/reseller-landing/components/reseller-landing-skeleton';
import '../../features/reseller-landing/labels';
import styles from './page.module.scss';

/** /{locale}/reseller-landing: the reseller programme from load_rsite_contents (section reseller_landing). */
export function ResellerLandingPage() {
  const t = useT();
  const shell = useShell();
  const { settings } = useSite(shell.site);
  const landing = useResellerLanding(shell.locale);
  const sections = landing.data ? landingSections(landing.data.blocks) : null;
  const title = sections?.hero?.title.trim() || t('corp.reseller.title');
  useDocumentTitle(title, settings?.site_name);

  if (landing.loading || landing.error || !sections) {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t('corp.reseller.title')}</h1>
        {landing.loading ? (
          <ResellerLandingSkeleton />
        ) : (
          <ErrorPanel message={t('corp.reseller.error')} onRetry={landing.reload} retryLabel={t('corp.reseller.retry')} />
        )}
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <LandingHero hero={sections.hero} fallbackTitle={t('corp.reseller.title')} fallbackLead={t('corp.reseller.lead')} />
      <BenefitList title={t('corp.reseller.benefits')} benefits={sections.benefits} />
      <HowItWorks title={t('corp.reseller.howItWorks')} intro={sections.howIntro} steps={sections.steps} />
      <PartnershipCta cta={sections.cta} settings={settings} />
    </main>
  );
}
