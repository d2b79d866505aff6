import { useParams } from 'react-router-dom';
import { isApiCallError } from '@rednest/shared/api-client';
import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { usePromoCode } from '../../features/promos/api/get-promo-codes';
import { PromoDetails } from '../../features/promos/components/promo-details';

/** /{locale}/promocodes/{code}: one code's rules in words, Copy, and how to use it. */
export function PromoCodePage() {
  const t = useT();
  const { code = '' } = useParams();
  const { locale } = useShell();
  const site = useShellSite();
  const promo = usePromoCode(code);
  const title = promo.data?.title ?? t('club.promos.detailTitle', { code });
  useDocumentTitle(title, site.settings?.site_name);

  let body;
  if (promo.isPending || (promo.isError && promo.isFetching)) {
    body = <Skeleton height={320} label={t('club.promos.loadingOne')} />;
  } else if (promo.isError) {
    body =
      isApiCallError(promo.error) && (promo.error.status === 404 || promo.error.status === 400) ? (
        <EmptyState
          title={t('club.promos.notFoundTitle')}
          description={t('club.promos.notFound', { code })}
          action={<AppLink to="/promocodes">{t('club.promos.all')}</AppLink>}
        />
      ) : (
        <ErrorPanel
          message={t('club.promos.errorOne')}
          onRetry={() => void promo.refetch()}
          retryLabel={t('club.retry')}
        />
      );
  } else {
    body = <PromoDetails promo={promo.data} locale={locale} />;
  }

  return <PageContainer title={title}>{body}</PageContainer>;
}
