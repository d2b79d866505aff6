import type { Filters } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Skeleton } from '@rednest/shared/ui';
import {
  activeFilterCount,
  isSelected,
  toggleOption,
  type FilterKey,
  type ListingFilters,
} from '../utils/filter-params';
import styles from './listing-filters.module.scss';

/** The quick chips after "Filters": the most used one-tap choices, shown when the search has them. */
const QUICK: { key: FilterKey; value: string; label: string }[] = [
  { key: 'user_rating', value: '4', label: 'search.filters.quick.rating4' },
  { key: 'top_property', value: 'true', label: 'search.filters.quick.top' },
  { key: 'pah', value: 'true', label: 'search.filters.quick.pah' },
  { key: 'deals_discount', value: 'true', label: 'search.filters.quick.deals' },
  { key: 'syariah', value: 'true', label: 'search.filters.quick.syariah' },
];
const CHIPS = 5;

interface Props {
  value: ListingFilters;
  available: Filters | undefined;
  onChange(next: ListingFilters): void;
  onOpenPanel(): void;
}

/**
 * Spec §2's row of 5 filter chips: "Filters (n)" opening every option, then 4 one-tap choices; a
 * skeleton of the same size until the search's options are known. Scrolls sideways on a phone.
 */
export function FilterChips({ value, available, onChange, onOpenPanel }: Props) {
  const t = useT();
  if (!available) {
    return (
      <div className={styles.chips} data-testid="filter-chips-skeleton" aria-hidden="true">
        {Array.from({ length: CHIPS }, (_, i) => (
          <Skeleton key={i} width={88} height={36} className={styles.chipSkeleton} />
        ))}
      </div>
    );
  }
  const count = (key: FilterKey, v: string) =>
    available.filters.find((g) => g.key === key)?.options.find((o) => o.value === v)?.count ?? 0;
  const quick = QUICK.filter((q) => isSelected(value, q.key, q.value) || count(q.key, q.value) > 0).slice(0, CHIPS - 1);
  const active = activeFilterCount(value);
  return (
    <div className={styles.chips} role="group" aria-label={t('search.filters.quickLabel')}>
      <button type="button" className={styles.chip} aria-haspopup="dialog" onClick={onOpenPanel}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M4 6h16M7 12h10M10 18h4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {active ? t('search.filters.openCount', { count: active }) : t('search.filters.open')}
      </button>
      {quick.map((q) => (
        <button
          key={q.key}
          type="button"
          className={styles.chip}
          aria-pressed={isSelected(value, q.key, q.value)}
          onClick={() => onChange(toggleOption(value, q.key, q.value))}
        >
          {t(q.label)}
        </button>
      ))}
    </div>
  );
}
