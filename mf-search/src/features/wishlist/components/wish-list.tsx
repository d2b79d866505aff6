import { useMemo } from 'react';
import { useT } from '@rednest/shared/i18n';
import { AppLink, Button, EmptyState, ErrorPanel, Skeleton, toast } from '@rednest/shared/ui';
import { useWishList } from '../api/get-wish-list';
import { useRemoveFromWishList } from '../api/remove-from-wish-list';
import styles from './wish-list.module.scss';

/** The signed-in user's wish list: newest first, each a link to the property, removable in place. */
export function WishList({ hrefFor }: { hrefFor(slug: string): string }) {
  const t = useT();
  const pages = useWishList(true);
  const removal = useRemoveFromWishList((message) => toast(t('search.results.wishlistFailed', { message }), 'error'));
  const items = useMemo(() => (pages.data?.pages ?? []).flatMap((p) => p.wish_lists).filter((h, i, all) => all.findIndex((x) => x.id === h.id) === i), [pages.data]);
  const count = pages.data?.pages.at(-1)?.wishlist_count ?? items.length;

  if (pages.isPending) {
    return (
      <div className={styles.grid} role="status" aria-busy="true" aria-label={t('search.wishlist.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={260} />
        ))}
      </div>
    );
  }
  if (pages.isError && !pages.data) {
    return <ErrorPanel title={t('search.wishlist.error')} message={pages.error.message} onRetry={() => void pages.refetch()} retryLabel={t('search.retry')} />;
  }
  if (!items.length) {
    return (
      <EmptyState
        title={t('search.wishlist.empty')}
        description={t('search.wishlist.emptyHint')}
        action={
          <AppLink to="/" className={styles.cta}>
            {t('search.wishlist.findStays')}
          </AppLink>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {t(count === 1 ? 'search.results.wishlistCount.one' : 'search.results.wishlistCount.other', { count })}
      </p>
      <ul className={styles.grid}>
        {items.map((h) => (
          <li key={h.id} className={styles.card}>
            <img src={h.lead_picture} alt="" width={320} height={240} loading="lazy" decoding="async" />
            <div className={styles.body}>
              <h2 className={styles.name}>
                <AppLink to={hrefFor(h.slug)} className={styles.link}>
                  {h.name}
                </AppLink>
              </h2>
              <p className={styles.muted}>{[h.area, h.city].filter(Boolean).join(', ')}</p>
              {h.review_count > 0 ? (
                <p className={styles.muted}>
                  <span role="img" aria-label={t('search.results.rating', { rating: h.rating.toFixed(1) })} className={styles.score}>
                    <span aria-hidden="true">★ {h.rating.toFixed(1)}</span>
                  </span>{' '}
                  {t(h.review_count === 1 ? 'search.results.reviews.one' : 'search.results.reviews.other', { count: h.review_count })}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              className={styles.remove}
              aria-label={t('search.results.wishlistRemove', { name: h.name })}
              aria-busy={removal.pending === h.id || undefined}
              onClick={() => removal.remove(h.id)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.more} aria-live="polite">
        {pages.hasNextPage ? (
          <Button variant="secondary" onClick={() => void pages.fetchNextPage({ cancelRefetch: false })} loading={pages.isFetchingNextPage}>
            {t('search.results.loadMore')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
