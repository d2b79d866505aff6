import type { PlanPrice, PriceAvailability } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { AppLink, VisuallyHidden } from '@rednest/shared/ui';
import { cancellationText } from '../utils/cancellation-text';
import styles from './hotel-details.module.scss';
import { useShellMoney } from '@rednest/shared/remote';

interface Props {
  availability: PriceAvailability;
  /** mf-booking's summary for a room type and plan of this stay */
  bookHref(roomTypeId: number, ratePlanId: number): string;
}

/**
 * Rooms and their rate plans for the stay (check_price_availability): every price all-in for the
 * whole stay and all rooms, with its parts one tap away; Book goes to the booking summary.
 */
export function RoomList({ availability, bookHref }: Props) {
  const t = useT();
  const prices = useShellMoney();
  const money = (minor: number) => prices.format(minor, availability.currency);
  const nights = availability.no_of_nights;
  const plan = (roomId: number, roomName: string, p: PlanPrice) => {
    const meal = t(p.includes_breakfast ? 'search.hotel.breakfast' : 'search.hotel.roomOnly');
    return (
      <li key={p.rate_plan_id} className={styles.plan}>
        <div className={styles.planInfo}>
          <h4 className={styles.planName}>{p.name}</h4>
          <ul className={styles.planPerks}>
            {/* a plan named "Room only" does not say it twice */}
            {meal.toLowerCase() !== p.name.toLowerCase() ? <li>{meal}</li> : null}
            <li className={p.refundable ? styles.good : undefined}>
              {t(p.refundable ? 'search.hotel.refundable' : 'search.hotel.nonRefundable')}
            </li>
          </ul>
          <p className={styles.policy}>{cancellationText(p.cancellation_policy, t)}</p>
        </div>
        <div className={styles.planPrice}>
          <p className={styles.muted}>
            {t(nights === 1 ? 'search.results.total.one' : 'search.results.total.other', { count: nights })}
          </p>
          <p className={styles.amounts}>
            {p.rack_rate > p.total_tarrif ? (
              <s className={styles.rack}>
                <VisuallyHidden>{t('search.results.originalPrice')} </VisuallyHidden>
                {money(p.rack_rate)}
              </s>
            ) : null}
            <strong className={styles.total}>{money(p.total_tarrif)}</strong>
          </p>
          <p className={styles.muted}>{t('search.results.perNight', { price: money(p.per_night) })}</p>
          <details className={styles.breakdown}>
            <summary>{t('search.results.allIn')}</summary>
            <dl>
              <div>
                <dt>{t('search.hotel.roomCharge')}</dt>
                <dd>{money(p.room_charge)}</dd>
              </div>
              {p.discount > 0 ? (
                <div>
                  <dt>{t('search.hotel.discount')}</dt>
                  <dd>−{money(p.discount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('search.hotel.serviceCharge')}</dt>
                <dd>{money(p.service_charge)}</dd>
              </div>
              <div>
                <dt>{t('search.hotel.taxes')}</dt>
                <dd>{money(p.taxes)}</dd>
              </div>
              <div className={styles.breakdownTotal}>
                <dt>{t('search.hotel.total')}</dt>
                <dd>{money(p.total_tarrif)}</dd>
              </div>
            </dl>
          </details>
          <AppLink
            to={bookHref(roomId, p.rate_plan_id)}
            className={styles.book}
            aria-label={t('search.hotel.bookLabel', { room: roomName, plan: p.name })}
          >
            {t('search.hotel.book')}
          </AppLink>
        </div>
      </li>
    );
  };

  const converted = prices.converts(availability.currency)
    ? t('search.results.converted', {
        display: prices.display,
        currency: availability.currency,
        date: prices.ratesDay ?? '',
      })
    : null;
  return (
    <>
      {converted ? <p className={styles.muted}>{converted}</p> : null}
      <ul className={styles.rooms}>
        {availability.room_prices.map((room) => (
          <li key={room.room_type_id} className={styles.room}>
            <h3 className={styles.roomName}>{room.name}</h3>
            <p className={styles.muted}>
              {t('search.hotel.sleeps', { count: room.max_guests })}
              {room.available_rooms > 0 && room.available_rooms <= 3 && !room.sold_out
                ? ` · ${t('search.hotel.fewLeft', { count: room.available_rooms })}`
                : ''}
            </p>
            {room.sold_out ? (
              <p className={styles.unavailable}>{t('search.hotel.roomSoldOut')}</p>
            ) : !room.fits ? (
              <p className={styles.unavailable}>{t('search.hotel.roomTooSmall', { count: room.max_guests })}</p>
            ) : (
              <ul className={styles.plans}>{room.plans.map((p) => plan(room.room_type_id, room.name, p))}</ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
