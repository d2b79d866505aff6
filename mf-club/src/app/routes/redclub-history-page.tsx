import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useClubProfile } from '../../features/club/api/get-club-profile';
import { ClubSavings, MembershipList, SavedStays } from '../../features/club/components/club-history';
import { useMemberFlag } from '../../features/club/hooks/use-member-flag';

/**
 * /{locale}/redclub-history: the signed-in member's club history (club_profile): what member prices
 * saved them, every membership bought with where it stands, and the stays a member price made
 * cheaper, each leading to its booking. A guest is asked to sign in.
 */
export function RedclubHistoryPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const profile = useClubProfile(user !== null);
  useMemberFlag(profile.data?.club_member);
  useDocumentTitle(t('club.memberHistory.title'), site.settings?.site_name);

  let body;
  if (!user) {
    body = (
      <EmptyState
        title={t('club.memberHistory.signInTitle')}
        description={t('club.memberHistory.signInBody')}
        action={<AppLink to={`/signIn?returnTo=/${locale}/redclub-history`}>{t('club.wallet.signIn')}</AppLink>}
      />
    );
  } else if (profile.isPending || (profile.isError && profile.isFetching)) {
    body = <Skeleton height={320} label={t('club.memberHistory.loading')} />;
  } else if (!profile.data) {
    body = (
      <ErrorPanel
        message={t('club.memberHistory.error')}
        onRetry={() => void profile.refetch()}
        retryLabel={t('club.retry')}
      />
    );
  } else {
    body = (
      <>
        <ClubSavings profile={profile.data} locale={locale} />
        <MembershipList profile={profile.data} locale={locale} />
        <SavedStays profile={profile.data} locale={locale} />
      </>
    );
  }

  return (
    <PageContainer title={t('club.memberHistory.title')} intro={t('club.memberHistory.intro')}>
      {body}
    </PageContainer>
  );
}
