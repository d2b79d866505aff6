import { useParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useClubInvoice } from '../../features/club/api/get-club-invoice';
import { MembershipInvoice } from '../../features/club/components/membership-invoice';

/**
 * /{locale}/rc-profile-invoice/{memberId}: a paid membership's invoice (club_membership_invoice) with
 * its PDF; one that is not the reader's, or not there, says so; one still waiting for its booking's
 * payment says when it comes. A guest is asked to sign in and comes back here.
 */
export function MembershipInvoicePage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const { memberId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(memberId) && Number(memberId) <= 2_147_483_647 ? Number(memberId) : null;
  const invoice = useClubInvoice(user && id ? id : null);
  useDocumentTitle(t('club.invoice.title'), site.settings?.site_name);

  let body;
  const back = <AppLink to="/redclub-history">{t('club.memberHistory.link')}</AppLink>;
  if (!user) {
    body = (
      <EmptyState
        title={t('club.invoice.signInTitle')}
        action={
          <AppLink to={`/signIn?returnTo=/${locale}/rc-profile-invoice/${encodeURIComponent(memberId)}`}>
            {t('club.wallet.signIn')}
          </AppLink>
        }
      />
    );
  } else if (id === null || invoice.error?.status === 404) {
    body = <EmptyState title={t('club.invoice.notFound')} action={back} />;
  } else if (invoice.error?.status === 409) {
    body = <EmptyState title={t('club.invoice.notPaid')} action={back} />;
  } else if (invoice.isPending || (invoice.isError && invoice.isFetching)) {
    body = <Skeleton height={280} label={t('club.invoice.loading')} />;
  } else if (!invoice.data) {
    body = (
      <ErrorPanel
        message={t('club.invoice.error')}
        onRetry={() => void invoice.refetch()}
        retryLabel={t('club.retry')}
      />
    );
  } else {
    body = (
      <>
        <MembershipInvoice invoice={invoice.data} locale={locale} />
        {back}
      </>
    );
  }

  return <PageContainer title={t('club.invoice.title')}>{body}</PageContainer>;
}
