import type { BookingSummary, HotelDetails, Locale, PlanPrice, PriceAvailability } from '@rednest/shared/contracts';
import { balanceParts, formatMoney, pluralKey, roundShown, stayDateToIso } from '@rednest/shared/format';
import { cancellationRule } from '@rednest/shared/format/cancellation';
import { useT } from '@rednest/shared/i18n';
import styles from './booking-summary.module.scss';
import { adjustmentLabel } from '../utils/adjustment-label';
import { useShellMoney } from '@rednest/shared/remote';
import { CheckinCertainty } from './checkin-certainty';

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function longDay(dmy: string, locale: string): string {
  const iso = stayDateToIso(dmy);
  if (!iso) return dmy;
  let f = dayFormats.get(locale);
  if (!f)
    dayFormats.set(
      locale,
      (f = new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })),
    );
  return f.format(new Date(`${iso}T00:00:00Z`));
}

interface Props {
  hotel: HotelDetails;
  stay: PriceAvailability;
  roomName: string;
  plan: PlanPrice;
  locale: Locale;
  /** the server's summary once the guest picked extras or a code: its adjustments and total replace the plan's total */
  summary?: BookingSummary | null;
}

/** The chosen stay as the server prices it: hotel, room, plan, dates, guests, breakdown, policy, certainty. */
export function StaySummary({ hotel, stay, roomName, plan, locale, summary }: Props) {
  const t = useT();
  const prices = useShellMoney();
  const money = (minor: number) => prices.format(minor, stay.currency);
  const adjustments = summary?.adjustments ?? [];
  const total = summary && adjustments.length > 0 ? summary.total : plan.total_tarrif;
  // the lines as shown (in the guest's currency, rounded as the page writes it) add up to the total
  // shown; the amount charged is the server's total, unrounded
  const shownIn = prices.shown(0, stay.currency).currency;
  const shown = (minor: number) => roundShown(prices.shown(minor, stay.currency).amount, shownIn);
  const [roomShown = 0, discountShown = 0, serviceShown = 0, taxesShown = 0] = balanceParts(
    [shown(plan.room_charge), -shown(plan.discount), shown(plan.service_charge), shown(plan.taxes)],
    shown(plan.total_tarrif),
  );
  const [, ...adjustmentsShown] = balanceParts(
    [shown(plan.total_tarrif), ...adjustments.map((a) => (a.amount < 0 ? -shown(-a.amount) : shown(a.amount)))],
    shown(total),
  );
  const asShown = (minor: number) => formatMoney(minor, shownIn, locale);
  const signedShown = (minor: number) => (minor < 0 ? `−${asShown(-minor)}` : asShown(minor));
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="bkg-sum-hotel">
        <img src={hotel.lead_picture} alt="" width={320} height={240} className={styles.picture} />
        <div className={styles.cardBody}>
          <h2 id="bkg-sum-hotel" className={styles.hotelName} translate="no">
            {hotel.name}
          </h2>
          <p className={styles.muted}>
            {/* the street is a name (translate="no"); the places after it are in the site's language */}
            {hotel.street1 ? <span translate="no">{hotel.street1}</span> : null}
            {hotel.street1 && (hotel.area || hotel.city) ? ', ' : null}
            {[hotel.area, hotel.city].filter(Boolean).join(', ')}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>{t('booking.summary.checkIn')}</dt>
              <dd>
                {longDay(stay.check_in_date, locale)} · {t('booking.summary.from', { time: hotel.check_in_time })}
              </dd>
            </div>
            <div>
              <dt>{t('booking.summary.checkOut')}</dt>
              <dd>
                {longDay(stay.check_out_date, locale)} · {t('booking.summary.until', { time: hotel.check_out_time })}
              </dd>
            </div>
            <div>
              <dt>{t('booking.summary.stay')}</dt>
              <dd>
                {t(pluralKey('booking.nights', stay.no_of_nights, locale), {
                  count: stay.no_of_nights,
                })}
                , {t(pluralKey('booking.rooms', stay.rooms, locale), { count: stay.rooms })},{' '}
                {t(pluralKey('booking.guests', stay.guest, locale), { count: stay.guest })}
              </dd>
            </div>
            <div>
              <dt>{t('booking.summary.room')}</dt>
              <dd>
                {roomName} · {plan.name}
                {plan.includes_breakfast ? ` · ${t('booking.summary.breakfast')}` : ''}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="bkg-sum-price">
        <div className={styles.cardBody}>
          <h2 id="bkg-sum-price" className={styles.sectionTitle}>
            {t('booking.summary.price')}
          </h2>
          <dl className={styles.breakdown}>
            <div>
              <dt>
                {t(pluralKey('booking.summary.roomCharge', stay.no_of_nights, locale), { count: stay.no_of_nights })}
              </dt>
              <dd>{asShown(roomShown)}</dd>
            </div>
            {plan.discount > 0 ? (
              <div>
                <dt>{t('booking.summary.discount')}</dt>
                <dd>−{asShown(-discountShown)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('booking.summary.service')}</dt>
              <dd>{asShown(serviceShown)}</dd>
            </div>
            <div>
              <dt>{t('booking.summary.taxes')}</dt>
              <dd>{asShown(taxesShown)}</dd>
            </div>
            {adjustments.length > 0 ? (
              <>
                <div className={styles.subtotal}>
                  <dt>{t('booking.summary.stayTotal')}</dt>
                  <dd>{money(plan.total_tarrif)}</dd>
                </div>
                {adjustments.map((a, i) => (
                  <div key={`${a.kind}:${a.code}`}>
                    <dt>{adjustmentLabel(a, t)}</dt>
                    <dd>{signedShown(adjustmentsShown[i] ?? 0)}</dd>
                  </div>
                ))}
              </>
            ) : null}
            <div className={styles.total}>
              <dt>{t('booking.summary.total')}</dt>
              <dd aria-live="polite">{money(total)}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{t('booking.summary.allIn', { perNight: money(plan.per_night) })}</p>
          {prices.converts(stay.currency) ? (
            <p className={styles.muted}>
              {t('booking.summary.youPay', {
                amount: formatMoney(total, stay.currency, locale),
                currency: stay.currency,
                display: prices.display,
                date: prices.ratesDay ?? '',
              })}
            </p>
          ) : null}
          <h3 className={styles.subTitle}>{t('booking.summary.cancellation')}</h3>
          <p>{cancellationRule(plan.cancellation_policy, locale.slice(0, 2))}</p>
        </div>
      </section>

      <CheckinCertainty hotel={hotel} currency={stay.currency} />
    </div>
  );
}
