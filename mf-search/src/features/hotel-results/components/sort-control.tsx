import { useId } from 'react';
import { SORT_TYPES, type SortType } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { SORT_LABELS, sortFromUrl } from '../utils/sort-options';
import styles from './sort-control.module.scss';

interface Props {
  value: SortType;
  onChange(value: SortType): void;
}

export function SortControl({ value, onChange }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t('search.results.sort')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(sortFromUrl(e.target.value))}>
        {SORT_TYPES.map((key) => (
          <option key={key} value={key}>
            {t(SORT_LABELS[key])}
          </option>
        ))}
      </select>
    </div>
  );
}
