import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useRecentRedpoints } from '../../features/points/api/get-recent-redpoints';
import { PointsHistory } from '../../features/points/components/points-history';
import { PointsSummary } from '../../features/points/components/points-summary';
import { TierUp } from '../../features/points/components/tier-up';

/**
 * /{locale}/loyalty_points: the signed-in member's points (what they are worth, how they are earned
 * and spent), their tier and the way to the next, and every movement (recent_redpoints). A tier
 * reached since the last visit is celebrated once. A guest is asked to sign in.
 */
export function LoyaltyPointsPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const points = useRecentRedpoints(user !== null);
  useDocumentTitle(t('club.points.title'), site.settings?.site_name);

  let body;
  if (!user) {
    body = (
      <EmptyState
        title={t('club.points.signInTitle')}
        description={t('club.points.signInBody')}
        action={<AppLink to="/signIn">{t('club.wallet.signIn')}</AppLink>}
      />
    );
  } else if (points.isPending || (points.isError && points.isFetching && !points.data)) {
    body = <Skeleton height={260} label={t('club.points.loading')} />;
  } else if (!points.data) {
    body = (
      <ErrorPanel message={t('club.points.error')} onRetry={() => void points.refetch()} retryLabel={t('club.retry')} />
    );
  } else {
    const first = points.data.pages[0]!;
    body = (
      <>
        {first.show_tier_animation ? <TierUp tier={first.loyalty_tier} /> : null}
        <PointsSummary data={first} locale={locale} />
        <PointsHistory
          lines={points.data.pages.flatMap((p) => p.lines)}
          locale={locale}
          hasMore={points.hasNextPage}
          loadingMore={points.isFetchingNextPage}
          moreFailed={points.isFetchNextPageError}
          onMore={() => void points.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <PageContainer title={t('club.points.title')} intro={t('club.points.intro')}>
      {body}
    </PageContainer>
  );
}
