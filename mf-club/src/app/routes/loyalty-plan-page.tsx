import { useT } from '@rednest/shared/i18n';
import { ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useClubLoyaltyPlans } from '../../features/club/api/get-club-loyalty-plans';
import { useClubMember } from '../../features/club/api/get-club-member';
import { ClubSkeleton } from '../../features/club/components/club-skeleton';
import { MembershipStatus } from '../../features/club/components/membership-status';
import { PlanCards } from '../../features/club/components/plan-cards';
import styles from '../../features/club/components/club.module.scss';
import { useLoyaltyPrograms } from '../../features/redcash/api/get-loyalty-programs';

/**
 * /{locale}/loyalty-plan: the club's plans for the locale's country (club_loyalty_plans) with what a
 * member earns (loyalty_programs' cash back against club_member's), and where the reader stands: a
 * member's last covered day, days left and renewal (club_member), or a guest's way to sign in. A plan
 * is bought with a stay on the booking summary, so every plan leads to the locale's home.
 */
export function LoyaltyPlanPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const plans = useClubLoyaltyPlans(locale);
  const programs = useLoyaltyPrograms(locale);
  const member = useClubMember(user !== null);
  useDocumentTitle(t('club.plan.title'), site.settings?.site_name);

  // club_member is asked only when signed in: a guest's query waits and is no part of the page's state
  const queries = user ? [plans, programs, member] : [plans, programs];
  let body;
  // a Retry shows the skeleton again, like the first load
  if (queries.some((q) => q.isPending || (q.isError && q.isFetching))) {
    body = <ClubSkeleton />;
  } else if (plans.isSuccess && programs.isSuccess && (!user || member.isSuccess)) {
    const standing = user ? (member.data ?? null) : null;
    body = (
      <>
        <p className={styles.lead}>{t('club.plan.price', { percent: plans.data.member_discount_percent })}</p>
        <p className={styles.lead}>
          {t('club.plan.lead', {
            club: programs.data.redcash.club_cashback_percent,
            base: programs.data.redcash.cashback_percent,
          })}
        </p>
        <MembershipStatus member={standing} nextStart={plans.data.next_start} locale={locale} />
        <PlanCards plans={plans.data.plans} locale={locale} />
      </>
    );
  } else {
    // Retry re-runs only the call that failed
    const retry = () => queries.filter((q) => q.isError).forEach((q) => void q.refetch());
    body = <ErrorPanel message={t('club.plan.error')} onRetry={retry} retryLabel={t('club.retry')} />;
  }

  return (
    <PageContainer title={t('club.plan.title')} intro={t('club.plan.intro')}>
      {body}
    </PageContainer>
  );
}
