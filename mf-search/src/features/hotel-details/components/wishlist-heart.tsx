import { useT } from '@rednest/shared/i18n';
import styles from './wishlist-heart.module.scss';

/** The hotel page's heart: pressed when on the wish list. */
export function WishlistHeart({
  name,
  pressed,
  busy,
  onToggle,
}: {
  name: string;
  pressed: boolean;
  busy: boolean;
  onToggle(): void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={t(pressed ? 'search.results.wishlistRemove' : 'search.results.wishlistAdd', { name })}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span>{t(pressed ? 'search.hotel.saved' : 'search.hotel.save')}</span>
    </button>
  );
}
