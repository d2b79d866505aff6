import { useRef, type KeyboardEvent } from 'react';
import { BOOKING_LIST_TYPES, type BookingListType } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import styles from './my-bookings.module.scss';

export const tabId = (type: BookingListType) => `bkg-tab-${type}`;
export const PANEL_ID = 'bkg-tab-panel';

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs, only the
 * selected tab is in the tab order.
 */
export function BookingTabs({
  selected,
  onSelect,
}: {
  selected: BookingListType;
  onSelect(type: BookingListType): void;
}) {
  const t = useT();
  const refs = useRef<Partial<Record<BookingListType, HTMLButtonElement | null>>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = BOOKING_LIST_TYPES.indexOf(selected);
    const last = BOOKING_LIST_TYPES.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const type = BOOKING_LIST_TYPES[next]!;
    onSelect(type);
    refs.current[type]?.focus();
  };
  return (
    <div role="tablist" aria-label={t('booking.tabs.label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {BOOKING_LIST_TYPES.map((type) => (
        <button
          key={type}
          ref={(el) => {
            refs.current[type] = el;
          }}
          type="button"
          role="tab"
          id={tabId(type)}
          aria-selected={type === selected}
          aria-controls={PANEL_ID}
          tabIndex={type === selected ? 0 : -1}
          className={`${styles.tab} ${type === selected ? styles.tabSelected : ''}`}
          onClick={() => onSelect(type)}
        >
          {t(`booking.tab.${type}`)}
        </button>
      ))}
    </div>
  );
}
