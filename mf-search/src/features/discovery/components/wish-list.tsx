import { useMemo } from 'react';
import { useT } from '@rednest/shared/i18n';
import { AppLink, Button, EmptyState, ErrorPanel, Skeleton, toast } from '@rednest/shared/ui';
import { useWishList } from '../api/get-wish-list';
import { useRemoveFromWishList } from '../api/remove-from-wish-list';
import { TeaserGrid } from './teaser-grid';
import styles from './discovery.module.scss';

/** The signed-in user's wish list: newest first, each a link to the property, removable in place. */
export function WishList({ hrefFor }: { hrefFor(slug: string): string }) {
  const t = useT();
  const pages = useWishList(true);
  const removal = useRemoveFromWishList((message) => toast(t('search.results.wishlistFailed', { message }), 'error'));
  const items = useMemo(
    () =>
      (pages.data?.pages ?? [])
        .flatMap((p) => p.wish_lists)
        .filter((h, i, all) => all.findIndex((x) => x.id === h.id) === i),
    [pages.data],
  );
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
    return (
      <ErrorPanel
        title={t('search.wishlist.error')}
        message={pages.error.message}
        onRetry={() => void pages.refetch()}
        retryLabel={t('search.retry')}
      />
    );
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
        {t('search.results.wishlistCount', { count })}
      </p>
      <TeaserGrid
        hotels={items}
        hrefFor={hrefFor}
        action={(h) => (
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
        )}
      />
      <div className={styles.more} aria-live="polite">
        {pages.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void pages.fetchNextPage({ cancelRefetch: false })}
            loading={pages.isFetchingNextPage}
          >
            {t('search.results.loadMore')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
