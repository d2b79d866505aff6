import type {
  BookingSummary,
  CancellationPolicy,
  HotelDetails,
  Locale,
  PlanPrice,
  PriceAvailability,
} from '@rednest/shared/contracts';
import { formatMoney, stayDateToIso } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import styles from './booking-summary.module.scss';
import { adjustmentLabel } from '../utils/adjustment-label';
import { useShellMoney } from '@rednest/shared/remote';
import { CheckinCertainty } from './checkin-certainty';

type T = (key: string, values?: Record<string, string | number>) => string;

/** A plan's cancellation policy in plain words, from its fields, in the page's language. */
export function policyText(p: CancellationPolicy, t: T): string {
  if (!p.refundable || p.free_until_hours_before_check_in === null) {
    return p.refundable && p.fee_percent < 100
      ? t('booking.summary.cancel.partial', { percent: p.fee_percent })
      : t('booking.summary.cancel.none');
  }
  const h = p.free_until_hours_before_check_in;
  const when =
    h === 0
      ? t('booking.summary.cancel.untilCheckIn')
      : h % 24 === 0
        ? t('booking.summary.cancel.days', { count: h / 24 })
        : t('booking.summary.cancel.hours', { count: h });
  return `${t('booking.summary.cancel.free', { when })} ${p.fee_percent >= 100 ? t('booking.summary.cancel.afterFull') : t('booking.summary.cancel.afterPercent', { percent: p.fee_percent })}`;
}

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
  const signed = (minor: number) => (minor < 0 ? `−${money(-minor)}` : money(minor));
  return (
    <div className={styles.layout}>
      <section className={styles.card} aria-labelledby="bkg-sum-hotel">
        <img src={hotel.lead_picture} alt="" width={320} height={240} className={styles.picture} />
        <div className={styles.cardBody}>
          <h2 id="bkg-sum-hotel" className={styles.hotelName}>
            {hotel.name}
          </h2>
          <p className={styles.muted}>{[hotel.street1, hotel.area, hotel.city].filter(Boolean).join(', ')}</p>
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
                {t(stay.no_of_nights === 1 ? 'booking.nights.one' : 'booking.nights.other', {
                  count: stay.no_of_nights,
                })}
                , {t(stay.rooms === 1 ? 'booking.rooms.one' : 'booking.rooms.other', { count: stay.rooms })},{' '}
                {t(stay.guest === 1 ? 'booking.guests.one' : 'booking.guests.other', { count: stay.guest })}
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
              <dt>{t('booking.summary.roomCharge', { count: stay.no_of_nights })}</dt>
              <dd>{money(plan.room_charge)}</dd>
            </div>
            {plan.discount > 0 ? (
              <div>
                <dt>{t('booking.summary.discount')}</dt>
                <dd>−{money(plan.discount)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('booking.summary.service')}</dt>
              <dd>{money(plan.service_charge)}</dd>
            </div>
            <div>
              <dt>{t('booking.summary.taxes')}</dt>
              <dd>{money(plan.taxes)}</dd>
            </div>
            {adjustments.length > 0 ? (
              <>
                <div className={styles.subtotal}>
                  <dt>{t('booking.summary.stayTotal')}</dt>
                  <dd>{money(plan.total_tarrif)}</dd>
                </div>
                {adjustments.map((a) => (
                  <div key={`${a.kind}:${a.code}`}>
                    <dt>{adjustmentLabel(a, t)}</dt>
                    <dd>{signed(a.amount)}</dd>
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
          <p>{policyText(plan.cancellation_policy, t)}</p>
        </div>
      </section>

      <CheckinCertainty hotel={hotel} currency={stay.currency} />
    </div>
  );
}
