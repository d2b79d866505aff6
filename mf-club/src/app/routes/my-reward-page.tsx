import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useMyRewards } from '../../features/rewards/api/get-my-rewards';
import { RewardList } from '../../features/rewards/components/reward-list';
import styles from '../../features/rewards/components/rewards.module.scss';

/**
 * /{locale}/my-reward: the signed-in user's rewards (a friend's welcome, campaign vouchers), the
 * usable ones first with how to use them at the booking summary, then held, used and expired ones.
 */
export function MyRewardPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const rewards = useMyRewards(user !== null);
  useDocumentTitle(t('club.rewards.title'), site.settings?.site_name);

  let body;
  if (!user) {
    body = (
      <EmptyState
        title={t('club.rewards.signInTitle')}
        description={t('club.rewards.signInBody')}
        action={<AppLink to={`/signIn?returnTo=/${locale}/my-reward`}>{t('club.wallet.signIn')}</AppLink>}
      />
    );
  } else if (rewards.isPending || (rewards.isError && rewards.isFetching)) {
    body = <Skeleton height={200} label={t('club.rewards.loading')} />;
  } else if (rewards.isError) {
    body = (
      <ErrorPanel
        message={t('club.rewards.error')}
        onRetry={() => void rewards.refetch()}
        retryLabel={t('club.retry')}
      />
    );
  } else if (rewards.data.rewards.length === 0) {
    body = (
      <EmptyState
        title={t('club.rewards.emptyTitle')}
        description={t('club.rewards.empty')}
        action={<AppLink to="/refer-and-earn">{t('club.rewards.invite')}</AppLink>}
      />
    );
  } else {
    body = (
      <>
        <p className={styles.how}>{t('club.rewards.how')}</p>
        <RewardList rewards={rewards.data.rewards} locale={locale} />
      </>
    );
  }
  return (
    <PageContainer title={t('club.rewards.title')} intro={t('club.rewards.intro')}>
      {body}
    </PageContainer>
  );
}
