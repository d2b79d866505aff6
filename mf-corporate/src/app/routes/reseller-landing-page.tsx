import { useT } from '@rednest/shared/i18n';
import { ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { useResellerLanding } from '../../features/reseller-landing/api/get-reseller-landing';
import { landingSections } from '../../features/reseller-landing/utils/landing-sections';
import { BenefitList } from '../../features/reseller-landing/components/benefit-list';
import { HowItWorks } from '../../features/reseller-landing/components/how-it-works';
import { PartnershipCta } from '../../features/reseller-landing/components/partnership-cta';
import { ResellerLandingSkeleton } from '../../features/reseller-landing/components/reseller-landing-skeleton';
import styles from './reseller-landing-page.module.scss';

/** /{locale}/reseller-landing: the reseller programme from load_rsite_contents (section reseller_landing). */
export function ResellerLandingPage() {
  const t = useT();
  const { locale } = useShell();
  const { settings } = useShellSite();
  const landing = useResellerLanding(locale);
  const sections = landing.isSuccess ? landingSections(landing.data.blocks) : null;
  const hero = sections?.hero ?? null;
  // the content's own title and lead when the hero block has them, ours otherwise
  const title = hero?.title.trim() || t('corp.reseller.title');
  useDocumentTitle(title, settings?.site_name);

  if (!sections) {
    return (
      <PageContainer title={title}>
        {/* a Retry shows the skeleton again, like the first load */}
        {landing.isFetching || landing.isPending ? (
          <ResellerLandingSkeleton />
        ) : (
          <ErrorPanel
            message={t('corp.reseller.error')}
            onRetry={() => void landing.refetch()}
            retryLabel={t('corp.reseller.retry')}
          />
        )}
      </PageContainer>
    );
  }

  return (
    <PageContainer
      className={styles.landing}
      title={title}
      intro={hero?.body.trim() || t('corp.reseller.lead')}
      headerExtra={hero?.image_url ? <img className={styles.heroImage} src={hero.image_url} alt="" /> : null}
    >
      <BenefitList title={t('corp.reseller.benefits')} benefits={sections.benefits} />
      <HowItWorks title={t('corp.reseller.howItWorks')} intro={sections.howIntro} steps={sections.steps} />
      <PartnershipCta cta={sections.cta} settings={settings} />
    </PageContainer>
  );
}
