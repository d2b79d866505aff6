import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Area } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useAreaSuggestions } from '../hooks/use-area-suggestions';
import styles from './location-combobox.module.scss';

export interface ChosenLocation {
  slug: string;
  name: string;
}

interface Props {
  value: ChosenLocation | null;
  onChange(value: ChosenLocation | null): void;
  /** inline validation message (e.g. no place chosen on submit) */
  error?: string | null;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * WAI-ARIA combobox with a list popup: typing asks `areas` after 2 characters (debounced), arrow
 * keys move through the options, Enter picks one, Escape closes the list.
 */
export function LocationCombobox({ value, onChange, error, inputRef }: Props) {
  const t = useT();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const lastValue = useRef(value);
  const suggestions = useAreaSuggestions(text, open);

  // a new value from outside (URL change, recent search) replaces the text
  if (lastValue.current !== value) {
    lastValue.current = value;
    if (value && value.name !== text) setText(value.name);
  }

  const areas = suggestions.status === 'ready' ? suggestions.areas : [];
  const listVisible = open && areas.length > 0;
  const popupVisible = open && suggestions.status !== 'idle';

  function choose(area: Area) {
    setText(area.name);
    setOpen(false);
    setActive(-1);
    onChange({ slug: area.slug, name: area.name });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (areas.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step === 1 ? 0 : areas.length - 1) : (i + step + areas.length) % areas.length));
    } else if (e.key === 'Enter') {
      if (listVisible && active >= 0 && areas[active]) {
        e.preventDefault();
        choose(areas[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const categoryLabel = (area: Area) => t(`search.category.${area.category}`);
  const hotelCount = (n: number) => t('search.hotelCount', { count: n });
  const describedBy = [error ? errorId : null, popupVisible ? statusId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('search.where')}
      </label>
      <input
        id={`${id}-input`}
        ref={inputRef}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={listVisible}
        aria-controls={listboxId}
        aria-activedescendant={listVisible && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t('search.wherePlaceholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
          if (value) onChange(null);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={popupVisible ? styles.popup : styles.hidden}>
        <div
          id={statusId}
          role="status"
          className={suggestions.status === 'ready' && areas.length > 0 ? styles.srOnly : styles.message}
        >
          {suggestions.status === 'loading' ? (
            <span className={styles.loading}>
              <span className={styles.spinner} aria-hidden="true" />
              {t('search.searching')}
            </span>
          ) : null}
          {suggestions.status === 'ready' && areas.length === 0 ? t('search.noMatches') : null}
          {suggestions.status === 'ready' && areas.length > 0
            ? t('search.suggestionsCount', { count: areas.length })
            : null}
        </div>
        {suggestions.status === 'error' ? (
          <p className={styles.error} role="alert">
            {t('search.suggestionsError', { message: suggestions.message })}
          </p>
        ) : null}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('search.where')}
          className={listVisible ? styles.listbox : styles.hidden}
        >
          {areas.map((area, i) => (
            <li
              key={area.slug}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.active}` : styles.option}
              // mousedown, not click: keeps focus in the input so blur does not close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                choose(area);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span className={styles.optionMain}>
                <span className={styles.optionName}>{area.name}</span>
                <span className={styles.optionFull}>{area.full_name}</span>
              </span>
              <span className={styles.optionMeta}>
                <span className={styles.badge}>{categoryLabel(area)}</span>
                <span>{hotelCount(area.hotel_count)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
