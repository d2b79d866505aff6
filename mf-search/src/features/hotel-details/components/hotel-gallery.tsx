import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HotelDetails } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { hotelFirstPicture } from '@rednest/shared/remote/first-view-slots';
import styles from './hotel-details.module.scss';

const SHOWN = 5;
const KNOWN_TABS = ['all', 'property', 'rooms'];

/**
 * The gallery (spec §3 gallery_pictures: tab_name + values) as WAI-ARIA tabs: arrows, Home and End
 * move between tabs. The first picture is the page's largest paint: eager and fetched first.
 */
export function HotelGallery({ hotel }: { hotel: HotelDetails }) {
  const t = useT();
  const id = useId();
  const tabs = hotel.gallery_pictures.filter((tab) => tab.values.length > 0);
  const [active, setActive] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs[Math.min(active, tabs.length - 1)];
  const pictures = current?.values.length ? current.values : [hotelFirstPicture(hotel)];

  const onKey = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? active >= last
          ? 0
          : active + 1
        : e.key === 'ArrowLeft'
          ? active <= 0
            ? last
            : active - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActive(next);
    refs.current[next]?.focus();
  };

  return (
    <section className={styles.gallery} aria-label={t('search.hotel.gallery', { name: hotel.name })}>
      {tabs.length > 1 ? (
        <div role="tablist" className={styles.tabs} aria-label={t('search.hotel.galleryTabs')} onKeyDown={onKey}>
          {tabs.map((tab, i) => (
            <button
              key={tab.tab_name}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === active}
              aria-controls={`${id}-panel`}
              tabIndex={i === active ? 0 : -1}
              className={styles.tab}
              onClick={() => setActive(i)}
            >
              {KNOWN_TABS.includes(tab.tab_name) ? t(`search.hotel.galleryTab.${tab.tab_name}`) : tab.tab_name} (
              {tab.values.length})
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        role={tabs.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={tabs.length > 1 ? `${id}-tab-${active}` : undefined}
        className={styles.pictures}
      >
        {pictures.slice(0, SHOWN).map((p, i) => (
          <img
            key={`${p.url}-${i}`}
            src={p.url}
            alt={p.caption || t('search.results.photoOf', { name: hotel.name })}
            width={i === 0 ? 800 : 400}
            height={i === 0 ? 600 : 300}
            loading={i === 0 && active === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 && active === 0 ? 'high' : undefined}
            decoding="async"
            className={i === 0 ? styles.mainPicture : styles.thumb}
          />
        ))}
      </div>
    </section>
  );
}
