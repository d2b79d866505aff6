import { useT } from '@rednest/shared/i18n';
import { AppLink, ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useClubContent } from '../../features/club/api/get-club-content';
import { useClubLoyaltyPlans } from '../../features/club/api/get-club-loyalty-plans';
import { ClubBenefits, ClubHero } from '../../features/club/components/club-benefits';
import { ClubSkeleton } from '../../features/club/components/club-skeleton';
import { PlanCards } from '../../features/club/components/plan-cards';
import styles from '../../features/club/components/club.module.scss';

/**
 * /{locale}/loyalty_landing: the club's landing page: the club_landing content (its hero, then one
 * card per benefit) and the country's plans (club_loyalty_plans); a
 * member is led to their club history, anyone else to the plans page.
 */
export function LoyaltyLandingPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const content = useClubContent(locale);
  const plans = useClubLoyaltyPlans(locale);
  useDocumentTitle(t('club.landing.title'), site.settings?.site_name);

  const queries = [content, plans];
  let body;
  // a Retry shows the skeleton again, like the first load
  if (queries.some((q) => q.isPending || (q.isError && q.isFetching))) {
    body = <ClubSkeleton />;
  } else if (content.isSuccess && plans.isSuccess) {
    const [hero, ...benefits] = content.data.blocks;
    const member = plans.data.club_member;
    body = (
      <>
        {hero ? <ClubHero hero={hero} /> : null}
        <ClubBenefits blocks={benefits} />
        <PlanCards plans={plans.data.plans} locale={locale} />
        <AppLink to={member ? '/redclub-history' : '/loyalty-plan'} className={styles.signIn}>
          {t(member ? 'club.memberHistory.link' : 'club.landing.plans')}
        </AppLink>
      </>
    );
  } else {
    // Retry re-runs only the call that failed
    const retry = () => queries.filter((q) => q.isError).forEach((q) => void q.refetch());
    body = <ErrorPanel message={t('club.landing.error')} onRetry={retry} retryLabel={t('club.retry')} />;
  }

  return (
    <PageContainer title={t('club.landing.title')} intro={t(user ? 'club.landing.introMember' : 'club.landing.intro')}>
      {body}
    </PageContainer>
  );
}
