import { useId } from 'react';
import { useT } from '@rednest/shared/i18n';
import { SORT_OPTIONS, type SortKey } from '../utils/sort-options';
import styles from './sort-control.module.scss';

interface Props {
  value: SortKey;
  onChange(value: SortKey): void;
}

export function SortControl({ value, onChange }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.label}>
        {t('results.sort')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value as SortKey)}>
        {(Object.keys(SORT_OPTIONS) as SortKey[]).map((key) => (
          <option key={key} value={key}>
            {t(SORT_OPTIONS[key].label)}
          </option>
        ))}
      </select>
    </div>
  );
}
