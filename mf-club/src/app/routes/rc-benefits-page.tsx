import { useParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { useBanners, useSiteBenefits } from '../../features/club/api/get-site-benefits';
import { ClubSkeleton } from '../../features/club/components/club-skeleton';
import { SiteBenefits } from '../../features/club/components/site-benefits';
import styles from '../../features/club/components/club.module.scss';

/**
 * /{locale}/rc-benefits/{bannerId}: where a club banner of the home page leads: that banner (its picture,
 * title and line) above what members and guests earn on this site (site_loyalty_benefits), then the way
 * to join. A banner that is not a club banner of this site, or no longer runs, says so and leads to the
 * club's landing page.
 */
export function RcBenefitsPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const { bannerId = '' } = useParams();
  const banners = useBanners(locale);
  const benefits = useSiteBenefits(locale);
  const banner =
    banners.data?.banners.find((b) => String(b.id) === bannerId && b.link_url.endsWith(`/rc-benefits/${bannerId}`)) ??
    null;
  useDocumentTitle(banner?.title ?? t('club.benefits.title'), site.settings?.site_name);

  const queries = [banners, benefits];
  let body;
  if (queries.some((q) => q.isPending || (q.isError && q.isFetching))) {
    body = <ClubSkeleton />;
  } else if (!banners.isSuccess || !benefits.isSuccess) {
    const retry = () => queries.filter((q) => q.isError).forEach((q) => void q.refetch());
    body = <ErrorPanel message={t('club.benefits.error')} onRetry={retry} retryLabel={t('club.retry')} />;
  } else if (!banner) {
    body = (
      <EmptyState
        title={t('club.benefits.goneTitle')}
        description={t('club.benefits.goneBody')}
        action={<AppLink to="/loyalty_landing">{t('club.benefits.landing')}</AppLink>}
      />
    );
  } else {
    body = (
      <>
        <figure className={styles.bannerFigure}>
          <img src={banner.image_url} alt="" width={1200} height={400} className={styles.bannerImage} />
          <figcaption className={styles.lead}>{banner.subtitle}</figcaption>
        </figure>
        <SiteBenefits benefits={benefits.data} locale={locale} />
        <p className={styles.actionsRow}>
          <ButtonLink to="/loyalty-plan" variant="primary">
            {t('club.benefits.join')}
          </ButtonLink>
          <AppLink to="/loyalty_landing">{t('club.benefits.landing')}</AppLink>
        </p>
      </>
    );
  }

  return <PageContainer title={banner?.title ?? t('club.benefits.title')}>{body}</PageContainer>;
}
