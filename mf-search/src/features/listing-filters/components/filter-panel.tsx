import { useEffect, useState } from 'react';
import type { Filters } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { isSelected, NO_FILTERS, toggleOption, type FilterKey, type ListingFilters } from '../utils/filter-params';
import { optionLabel } from '../utils/filter-labels';
import styles from './listing-filters.module.scss';
import { useShellMoney } from '@rednest/shared/remote';

interface Props {
  available: Filters;
  value: ListingFilters;
  onApply(next: ListingFilters): void;
  /** the signed-in user may filter on properties booked before */
  signedIn: boolean;
}

/**
 * Every filter of the search (get_filters), grouped, with its count; choices are a draft until
 * "Show properties". Used inside a dialog on the listing and as the whole searchFilter page.
 */
export function FilterPanel({ available, value, onApply, signedIn }: Props) {
  const t = useT();
  const prices = useShellMoney();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const flip = (key: FilterKey, v: string) => setDraft((d) => toggleOption(d, key, v));
  const money = (minor: number) => prices.format(minor, available.currency);
  const groups = [...available.filters]
    .filter((g) => g.key !== 'previous_booked' || signedIn)
    .sort((a, b) => b.weightage - a.weightage);

  return (
    <form
      className={styles.panel}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <fieldset className={styles.group}>
        <legend>{t('search.filters.group.price')}</legend>
        <p className={styles.hint}>{t('search.filters.priceHint')}</p>
        {available.price_bands.map((band) => {
          const checked = isSelected(draft, 'price', band.value);
          return (
            <label key={band.value} className={styles.option}>
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && band.count === 0}
                onChange={() => flip('price', band.value)}
              />
              <span>
                {band.max === null
                  ? t('search.filters.priceOver', { min: money(band.min) })
                  : t('search.filters.priceBand', { min: money(band.min), max: money(band.max) })}
              </span>
              <span className={styles.count}>{band.count}</span>
            </label>
          );
        })}
      </fieldset>
      {groups.map((group) => (
        <fieldset key={group.key} className={styles.group}>
          <legend>{t(`search.filters.group.${group.key}`)}</legend>
          {group.options.map((o) => {
            const checked = isSelected(draft, group.key as FilterKey, o.value);
            const label =
              group.type === 'min'
                ? t('search.filters.ratingAtLeast', { rating: o.value })
                : group.type === 'toggle'
                  ? t(`search.filters.group.${group.key}`)
                  : optionLabel(t, group.key, o.value);
            return (
              <label key={o.value} className={styles.option}>
                <input
                  type={group.type === 'min' ? 'radio' : 'checkbox'}
                  name={group.type === 'min' ? group.key : undefined}
                  role={group.type === 'toggle' ? 'switch' : undefined}
                  checked={checked}
                  disabled={!checked && o.count === 0}
                  onChange={() => flip(group.key as FilterKey, o.value)}
                  onClick={group.type === 'min' && checked ? () => flip(group.key as FilterKey, o.value) : undefined}
                />
                <span>{label}</span>
                <span className={styles.count}>{o.count}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => setDraft(NO_FILTERS)}>
          {t('search.filters.clear')}
        </Button>
        <Button type="submit" variant="primary">
          {t('search.filters.apply')}
        </Button>
      </div>
    </form>
  );
}
