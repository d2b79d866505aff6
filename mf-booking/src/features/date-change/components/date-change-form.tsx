import { Fragment, useState, type FormEvent } from 'react';
import type { Booking, BookingAdjustment, DateChange } from '@rednest/shared/contracts';
import { formatMoney, isoToStayDate } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button, Skeleton, TextField } from '@rednest/shared/ui';
import { useChangeDates } from '../api/change-dates';
import { useDateChangeQuote } from '../api/date-change-quote';
import { usePayDateChange } from '../api/pay-date-change';
import { dateChangeErrorText } from '../utils/date-change-error';
import styles from './date-change.module.scss';

export interface DateChangeFormProps {
  booking: Booking;
  /** where the card page sends the guest back (this page) */
  returnUrl: string;
  /** the change was applied at once (cheaper or equal) */
  onApplied: (change: DateChange) => void;
  /** leaves for the gateway's card page */
  leave: (url: string) => void;
  /** an adjustment's line in words (the summary's); without it, the server's label */
  lineLabel?: (adjustment: BookingAdjustment) => string;
}

/**
 * New dates for a booking: the guest picks them, the server prices them (quote: the new stay, the
 * booking's add-ons, code and reward priced again for it, the new total and the difference to pay or get back), then "Change dates" applies a cheaper change at once or holds a
 * dearer one and opens the card page for the difference. Every amount is the server's.
 */
export function DateChangeForm({
  booking,
  returnUrl,
  onApplied,
  leave,
  lineLabel = (a) => a.label,
}: DateChangeFormProps) {
  const t = useT();
  const { locale } = useShell();
  const [checkIn, setCheckIn] = useState(booking.check_in_date);
  const [checkOut, setCheckOut] = useState(booking.check_out_date);
  const [asked, setAsked] = useState<{ checkIn: string; checkOut: string } | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const quote = useDateChangeQuote(
    asked
      ? { salt: booking.booking_salt, checkIn: isoToStayDate(asked.checkIn), checkOut: isoToStayDate(asked.checkOut) }
      : null,
  );
  const change = useChangeDates();
  const pay = usePayDateChange();
  const money = (amount: number) => formatMoney(amount, booking.currency, locale);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!checkIn || !checkOut || checkOut <= checkIn) {
      setFieldError(t('booking.modify.datesInvalid'));
      return;
    }
    setFieldError(null);
    setAsked({ checkIn, checkOut });
  };

  const confirm = async (q: DateChange) => {
    setFailure(null);
    try {
      const done = await change.mutateAsync({
        body: {
          booking_salt: booking.booking_salt,
          check_in_date: isoToStayDate(q.check_in_date),
          check_out_date: isoToStayDate(q.check_out_date),
        },
      });
      if (done.status === 'applied') {
        onApplied(done);
        return;
      }
      const checkout = await pay.mutateAsync({ body: { booking_salt: booking.booking_salt, return_url: returnUrl } });
      leave(checkout.redirect_url);
    } catch (error) {
      setFailure(dateChangeErrorText(error, t));
    }
  };

  const q = quote.data;
  const stale = asked && (asked.checkIn !== checkIn || asked.checkOut !== checkOut);
  return (
    <div className={styles.stack}>
      <form className={styles.form} onSubmit={ask} noValidate aria-labelledby="bkg-modify-new">
        <h2 id="bkg-modify-new" className={styles.title}>
          {t('booking.modify.newDates')}
        </h2>
        <div className={styles.row}>
          <TextField
            label={t('booking.modify.checkIn')}
            type="date"
            value={checkIn}
            onChange={(e) => setCheckIn(e.target.value)}
            required
          />
          <TextField
            label={t('booking.modify.checkOut')}
            type="date"
            value={checkOut}
            min={checkIn}
            onChange={(e) => setCheckOut(e.target.value)}
            required
            error={fieldError ?? undefined}
          />
        </div>
        <Button type="submit" variant="secondary" loading={quote.isFetching}>
          {t('booking.modify.seePrice')}
        </Button>
      </form>

      {asked && !stale ? (
        <section className={styles.form} aria-labelledby="bkg-modify-price" aria-live="polite">
          <h2 id="bkg-modify-price" className={styles.title}>
            {t('booking.modify.priceTitle')}
          </h2>
          {quote.isPending ? (
            <div role="status" aria-busy="true" aria-label={t('booking.modify.pricing')}>
              <Skeleton height={72} />
            </div>
          ) : quote.isError ? (
            <p className={styles.alert} role="alert">
              {dateChangeErrorText(quote.error, t)}
            </p>
          ) : q ? (
            <>
              <dl className={styles.facts}>
                <dt>{t('booking.modify.oldTotal')}</dt>
                <dd>{money(q.old_total)}</dd>
                {q.stay_total !== undefined && (q.adjustments ?? []).length > 0 ? (
                  <>
                    <dt>{t('booking.modify.newStay')}</dt>
                    <dd>{money(q.stay_total)}</dd>
                    {/* the booking's extras, code and reward priced again by the server for the new stay */}
                    {(q.adjustments ?? []).map((a) => (
                      <Fragment key={`${a.kind}-${a.code}`}>
                        <dt>{lineLabel(a)}</dt>
                        <dd>{a.amount < 0 ? `−${money(-a.amount)}` : money(a.amount)}</dd>
                      </Fragment>
                    ))}
                  </>
                ) : null}
                <dt>{t('booking.modify.newTotal')}</dt>
                <dd>{money(q.new_total)}</dd>
              </dl>
              <p className={styles.verdict}>
                {q.difference > 0
                  ? t('booking.modify.payMore', { amount: money(q.difference) })
                  : q.difference < 0
                    ? t('booking.modify.getBack', { amount: money(-q.difference) })
                    : t('booking.modify.samePrice')}
              </p>
              <Button variant="primary" onClick={() => void confirm(q)} loading={change.isPending || pay.isPending}>
                {q.difference > 0
                  ? t('booking.modify.confirmAndPay', { amount: money(q.difference) })
                  : t('booking.modify.confirm')}
              </Button>
            </>
          ) : null}
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
