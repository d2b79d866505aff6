import { countryOfLocale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { usePromoCodes } from '../../features/promos/api/get-promo-codes';
import { PromoCard } from '../../features/promos/components/promo-card';
import styles from '../../features/promos/components/promos.module.scss';

/**
 * /{locale}/promocodes: the promo codes running now for stays in the site's country, each with what
 * it takes off, until when, Copy (to paste at the booking summary) and its page of rules.
 */
export function PromocodesPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const promos = usePromoCodes(countryOfLocale(locale).code);
  useDocumentTitle(t('club.promos.title'), site.settings?.site_name);

  let body;
  if (promos.isPending || (promos.isError && promos.isFetching)) {
    body = <Skeleton height={220} label={t('club.promos.loading')} />;
  } else if (promos.isError) {
    body = (
      <ErrorPanel message={t('club.promos.error')} onRetry={() => void promos.refetch()} retryLabel={t('club.retry')} />
    );
  } else if (promos.data.promos.length === 0) {
    body = (
      <EmptyState
        title={t('club.promos.emptyTitle')}
        description={t('club.promos.empty')}
        action={<AppLink to="/">{t('club.promos.findStay')}</AppLink>}
      />
    );
  } else {
    body = (
      <ul className={styles.list}>
        {promos.data.promos.map((p) => (
          <PromoCard key={p.code} promo={p} locale={locale} />
        ))}
      </ul>
    );
  }

  return (
    <PageContainer title={t('club.promos.title')} intro={t('club.promos.intro')}>
      {body}
    </PageContainer>
  );
}
