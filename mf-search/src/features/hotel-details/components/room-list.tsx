import type { PlanPrice, PriceAvailability } from '@rednest/shared/contracts';
import { useT, useTextLang } from '@rednest/shared/i18n';
import { AppLink, VisuallyHidden } from '@rednest/shared/ui';
import { balanceParts, formatMoney, pluralKey, roundShown } from '@rednest/shared/format';
import { cancellationRule } from '@rednest/shared/format/cancellation';
import styles from './hotel-details.module.scss';
import { useShellMoney, useShellSite, useSignedInUser } from '@rednest/shared/remote';

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
  const textLang = useTextLang();
  const prices = useShellMoney();
  const { language, locale } = useShellSite();
  const money = (minor: number) => prices.format(minor, availability.currency);
  const nights = availability.no_of_nights;
  const shownIn = prices.shown(0, availability.currency).currency;
  const shown = (minor: number) => roundShown(prices.shown(minor, availability.currency).amount, shownIn);
  const asShown = (minor: number) => formatMoney(minor, shownIn, locale);
  // a club member sees the price they pay (their summary charges it) against everyone's; others a teaser
  const member = useSignedInUser()?.club_member === true;
  const plan = (roomId: number, roomName: string, p: PlanPrice) => {
    // the parts as shown add up to the total shown (the largest carries the rounding)
    const [room = 0, discount = 0, service = 0, taxes = 0] = balanceParts(
      [shown(p.room_charge), -shown(p.discount), shown(p.service_charge), shown(p.taxes)],
      shown(p.total_tarrif),
    );
    const meal = t(p.includes_breakfast ? 'search.hotel.breakfast' : 'search.hotel.roomOnly');
    return (
      <li key={p.rate_plan_id} className={styles.plan}>
        <div className={styles.planInfo}>
          <h4 className={styles.planName} lang={textLang(p.lang)}>
            {p.name}
          </h4>
          <ul className={styles.planPerks}>
            {/* a plan named "Room only" does not say it twice */}
            {meal.toLowerCase() !== p.name.toLowerCase() ? <li>{meal}</li> : null}
            <li className={p.refundable ? styles.good : undefined}>
              {t(p.refundable ? 'search.hotel.refundable' : 'search.hotel.nonRefundable')}
            </li>
          </ul>
          <p className={styles.policy}>{cancellationRule(p.cancellation_policy, language)}</p>
        </div>
        <div className={styles.planPrice}>
          <p className={styles.muted}>{t(pluralKey('search.results.total', nights, language), { count: nights })}</p>
          <p className={styles.amounts}>
            {member || p.rack_rate > p.total_tarrif ? (
              <s className={styles.rack}>
                <VisuallyHidden>{t('search.results.originalPrice')} </VisuallyHidden>
                {money(member ? p.total_tarrif : p.rack_rate)}
              </s>
            ) : null}
            <strong className={styles.total}>{money(member ? p.club_total_tarrif : p.total_tarrif)}</strong>
          </p>
          <p className={styles.muted}>
            {t('search.results.perNight', { price: money(member ? p.club_per_night : p.per_night) })}
          </p>
          <p className={styles.club}>
            {member ? t('search.club.yours') : t('search.club.teaser', { price: money(p.club_total_tarrif) })}
          </p>
          <details className={styles.breakdown}>
            <summary>{t('search.results.allIn')}</summary>
            <dl>
              <div>
                <dt>{t('search.hotel.roomCharge')}</dt>
                <dd>{asShown(room)}</dd>
              </div>
              {p.discount > 0 ? (
                <div>
                  <dt>{t('search.hotel.discount')}</dt>
                  <dd>−{asShown(-discount)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('search.hotel.serviceCharge')}</dt>
                <dd>{asShown(service)}</dd>
              </div>
              <div>
                <dt>{t('search.hotel.taxes')}</dt>
                <dd>{asShown(taxes)}</dd>
              </div>
              {member ? (
                <div>
                  <dt>{t('search.club.yours')}</dt>
                  <dd>−{asShown(shown(p.total_tarrif) - shown(p.club_total_tarrif))}</dd>
                </div>
              ) : null}
              <div className={styles.breakdownTotal}>
                <dt>{t('search.hotel.total')}</dt>
                <dd>{money(member ? p.club_total_tarrif : p.total_tarrif)}</dd>
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
            <h3 className={styles.roomName} lang={textLang(room.lang)}>
              {room.name}
            </h3>
            <p className={styles.muted}>
              {t('search.hotel.sleeps', { count: room.max_guests })}
              {room.available_rooms > 0 && room.available_rooms <= 3 && !room.sold_out
                ? ` · ${t('search.hotel.fewLeft', { count: room.available_rooms })}`
                : ''}
            </p>
            {room.sold_out ? (
              <p className={styles.unavailable}>{t('search.hotel.roomSoldOut')}</p>
            ) : !room.fits ? (
              <p className={styles.unavailable}>
                {t(pluralKey('search.hotel.roomTooSmall', room.max_guests, language), { count: room.max_guests })}
              </p>
            ) : (
              <ul className={styles.plans}>{room.plans.map((p) => plan(room.room_type_id, room.name, p))}</ul>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
