import { ID_TYPES, type HotelDetails } from '@rednest/shared/contracts';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { useIconImages } from '../api/get-icon-images';
import styles from './hotel-details.module.scss';
import { useShellMoney } from '@rednest/shared/remote';

/** A facility key as words: the remote's text when there is one, else the key made readable. */
function facilityLabel(t: (key: string) => string, key: string): string {
  const label = t(`search.facility.${key}`);
  if (label !== `search.facility.${key}`) return label;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** the identity documents the contract knows, named by the site's labels */
const ID_KEYS: readonly string[] = ID_TYPES;

/** About, facilities with icons, times, address with its map position, and the check-in certainty card. */
export function HotelFacts({ hotel }: { hotel: HotelDetails }) {
  const t = useT();
  const textLang = useTextLang();
  const prices = useShellMoney();
  const icons = useIconImages();
  const iconOf = new Map((icons.data?.icon_images ?? []).map((i) => [i.key, i.icon_url]));
  // the street is a name, written as the city writes it (translate="no"); the places after it are in the site's language
  const street = [hotel.street1, hotel.street2].filter(Boolean).join(', ');
  const place = [hotel.area, hotel.city, hotel.zip_code, hotel.country]
    .filter((p, i, all) => p && all.indexOf(p) === i)
    .join(', ');
  const mapUrl = `https://www.openstreetmap.org/?mlat=${hotel.lat}&mlon=${hotel.lng}#map=16/${hotel.lat}/${hotel.lng}`;
  const p = hotel.policies;

  return (
    <>
      {hotel.description ? (
        <section className={styles.block} aria-labelledby="srch-hotel-about">
          <h2 id="srch-hotel-about" className={styles.blockTitle}>
            {t('search.hotel.about')}
          </h2>
          <p className={styles.text} lang={textLang(hotel.description_lang)}>
            {hotel.description}
          </p>
        </section>
      ) : null}

      <section className={styles.block} aria-labelledby="srch-hotel-certainty">
        <h2 id="srch-hotel-certainty" className={styles.blockTitle}>
          {t('search.hotel.certainty')}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t('search.hotel.checkInOut')}</dt>
            <dd>{t('search.hotel.times', { in: hotel.check_in_time, out: hotel.check_out_time })}</dd>
          </div>
          <div>
            <dt>{t('search.hotel.ids')}</dt>
            <dd>
              {p.accepted_ids.length
                ? p.accepted_ids
                    .map((id) => (ID_KEYS.includes(id) ? t(`search.hotel.id.${id}`) : id.toUpperCase()))
                    .join(', ')
                : t('search.hotel.idsAny')}
            </dd>
          </div>
          <div>
            <dt>{t('search.hotel.couples')}</dt>
            <dd>{t(p.couple_friendly ? 'search.hotel.couplesYes' : 'search.hotel.couplesNo')}</dd>
          </div>
          <div>
            <dt>{t('search.hotel.children')}</dt>
            <dd>
              {p.children_free_under_age === null
                ? t('search.hotel.childrenNo')
                : t('search.hotel.childrenFree', { age: p.children_free_under_age })}
            </dd>
          </div>
          <div>
            <dt>{t('search.hotel.deposit')}</dt>
            <dd>
              {p.deposit > 0
                ? t('search.hotel.depositAmount', { amount: prices.format(p.deposit, hotel.currency) })
                : t('search.hotel.depositNone')}
            </dd>
          </div>
          <div>
            <dt>{t('search.hotel.payment')}</dt>
            <dd>{t(p.pay_at_hotel ? 'search.hotel.payAtHotelYes' : 'search.hotel.payOnline')}</dd>
          </div>
          {p.syariah ? (
            <div>
              <dt>{t('search.hotel.syariah')}</dt>
              <dd>{t('search.hotel.syariahYes')}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {hotel.facilities.length > 0 ? (
        <section className={styles.block} aria-labelledby="srch-hotel-facilities">
          <h2 id="srch-hotel-facilities" className={styles.blockTitle}>
            {t('search.hotel.facilities')}
          </h2>
          <ul className={styles.facilityList}>
            {hotel.facilities.map((key) => (
              <li key={key}>
                {iconOf.has(key) ? (
                  <img src={iconOf.get(key)} alt="" width={24} height={24} loading="lazy" />
                ) : (
                  <span className={styles.iconGap} aria-hidden="true" />
                )}
                {facilityLabel(t, key)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.block} aria-labelledby="srch-hotel-location">
        <h2 id="srch-hotel-location" className={styles.blockTitle}>
          {t('search.hotel.location')}
        </h2>
        <p className={styles.text}>
          {street ? <span translate="no">{street}</span> : null}
          {street && place ? ', ' : null}
          {place}
        </p>
        <p className={styles.text}>
          <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
            {t('search.hotel.viewOnMap')}
          </a>{' '}
          <span className={styles.muted}>
            ({hotel.lat.toFixed(5)}, {hotel.lng.toFixed(5)})
          </span>
        </p>
      </section>
    </>
  );
}
