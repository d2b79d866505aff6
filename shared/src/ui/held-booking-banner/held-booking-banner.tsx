import { useId } from 'react';
import type { Booking } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { clockTime } from '@rednest/shared/format/clock';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { AppLink } from '@rednest/shared/ui';
import styles from './held-booking-banner.module.scss';

/** What the banner shows of a booking still on hold for a card payment (incomplete_card_booking_status). */
export type HeldBooking = Pick<
  Booking,
  'booking_salt' | 'hold_expires_at' | 'hotel_name' | 'check_in_date' | 'check_out_date' | 'total' | 'currency'
>;

/**
 * Message keys of the remote that shows the banner. `text` gets `hotel`, `from` and `to` (the
 * stay's dates), `total` (money in the shell's locale) and `until` (the hold's end, local time).
 */
export interface HeldBookingLabels {
  title: string;
  text: string;
  cta: string;
}

export interface HeldBookingBannerProps {
  /** null or undefined (loading, failed, nothing waits), or a booking without a hold: nothing is drawn */
  booking: HeldBooking | null | undefined;
  labels: HeldBookingLabels;
  className?: string;
}

/**
 * A booking left at the card page: "Your room at X is held until 14:32 — Finish paying", linking
 * to mf-booking's abandoned-booking screen (abandoned-booking?booking=<salt>: the stay, the time
 * left and the ways to pay, the same page the reminder mail opens). A reminder, not a page: it
 * draws nothing when there is nothing to say. A region named by its title.
 */
export function HeldBookingBanner({ booking: b, labels, className }: HeldBookingBannerProps) {
  const t = useT();
  const { locale } = useShell();
  const titleId = useId();
  if (!b || !b.hold_expires_at) return null;
  // the guest's own clock, and the text says so
  const until = clockTime(b.hold_expires_at, locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const vars = {
    hotel: b.hotel_name,
    from: day(b.check_in_date),
    to: day(b.check_out_date),
    total: formatMoney(b.total, b.currency, locale),
    until,
  };
  return (
    <section
      className={className ? `${styles.rnHeldBooking} ${className}` : styles.rnHeldBooking}
      aria-labelledby={titleId}
    >
      <p className={styles.rnHeldBookingText}>
        <strong id={titleId} className={styles.rnHeldBookingTitle}>
          {t(labels.title)}
        </strong>
        {t(labels.text, vars)}
      </p>
      <AppLink
        className={styles.rnHeldBookingCta}
        to={`/abandoned-booking?booking=${encodeURIComponent(b.booking_salt)}`}
      >
        {t(labels.cta)}
      </AppLink>
    </section>
  );
}
