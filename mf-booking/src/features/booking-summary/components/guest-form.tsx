import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { BookNowBody } from '@rednest/shared/contracts';
import { fieldErrorText, lazyResolver, useForm } from '@rednest/shared/forms';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellUser } from '@rednest/shared/remote';
import { Button, navigate, TextField } from '@rednest/shared/ui';
import { rememberBooking } from '@rednest/shared/session';
import { useBookNow } from '../api/book-now';
import { useEarlierRequests } from '../api/summary-extras';
import type { SummaryPicks } from '../hooks/use-summary-extras';
import { useCardPayment } from '../../../hooks/use-card-payment';
import { useCaptcha } from '../hooks/use-captcha';
import type { GuestFormValues } from '../utils/guest-form-schema';
import { bookingErrorText } from '../../../utils/booking-error';
import styles from './guest-form.module.scss';

/** TypeBox and the schema load when a field first gets focus (or on submit), not with the page. */
const resolver = lazyResolver(() => import('../utils/guest-form-schema').then((m) => m.guestResolver));

export interface GuestFormProps {
  /** the room, plan and stay the summary shows (book_now's choice) */
  choice: Pick<
    BookNowBody,
    'hotel' | 'room_type_id' | 'rate_plan_id' | 'check_in_date' | 'check_out_date' | 'rooms' | 'guest'
  >;
  /** the coupon and add-ons picked on the summary: book_now prices them again and charges the summary's total */
  picks?: SummaryPicks;
  /** where the card page sends the guest back (this site's payments page, absolute) */
  returnUrl: string;
  /** how the guest leaves for the card page (tests hand in a spy; jsdom cannot navigate) */
  leave?: (url: string) => void;
}

/**
 * Guest details, then "Book and pay by card" (or "Book, then choose how to pay": the hold, then
 * default-payment with the booking's ways to pay): book_now holds the room at the server's price,
 * card_payment opens the gateway's page for that booking, and the guest goes there. One
 * idempotency key per attempt: a double click or a retry after a lost answer holds one room.
 */
export function GuestForm({ choice, picks, returnUrl, leave = (url) => window.location.assign(url) }: GuestFormProps) {
  const t = useT();
  const { locale } = useShell();
  const user = useShellUser();
  const requestId = useId();
  const bookNow = useBookNow();
  const cardPayment = useCardPayment();
  const captcha = useCaptcha();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<GuestFormValues>({
    resolver,
    defaultValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      special_request: '',
    },
    reValidateMode: 'onSubmit',
  });
  const { register, formState, handleSubmit } = form;
  const requestField = register('special_request');
  const requestBox = useRef<HTMLTextAreaElement | null>(null);
  // what this member asked of properties before: one tap puts it in the box again
  const earlier = useEarlierRequests(user !== null).data?.requests ?? [];
  const { errors, isSubmitting } = formState;
  const fieldError = (name: keyof GuestFormValues) => fieldErrorText(t, errors[name]);
  const preload = () => resolver.preload();

  /** card: the gateway's page at once; choose: the ways to pay this booking (default-payment) */
  const then = useRef<'card' | 'choose'>('card');
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const extras = {
      ...(picks?.coupon_code ? { coupon_code: picks.coupon_code } : {}),
      ...(picks?.mkt_reward_id !== undefined ? { mkt_reward_id: picks.mkt_reward_id } : {}),
      ...(picks && picks.add_ons.length > 0 ? { add_ons: picks.add_ons } : {}),
      ...(picks?.use_redcash
        ? { use_redcash: true, ...(picks.redcash_amount ? { redcash_amount: picks.redcash_amount } : {}) }
        : {}),
      ...(picks?.use_points
        ? { use_points: true, ...(picks.points_used ? { points_used: picks.points_used } : {}) }
        : {}),
      ...(picks?.club_plan_id !== undefined ? { club_plan_id: picks.club_plan_id } : {}),
      ...(picks?.use_stay_reward ? { use_stay_reward: true } : {}),
    };
    const details = JSON.stringify({ ...choice, ...extras, ...values });
    // the same details again (a retry) keep their key; changed details are a new attempt
    if (!attempt.current || attempt.current.body !== details)
      attempt.current = { key: crypto.randomUUID(), body: details };
    try {
      let booking;
      try {
        booking = await bookNow.mutateAsync({
          body: { ...choice, ...extras, ...values, idempotency_key: attempt.current.key },
          headers: await captcha.headers(),
        });
      } catch (error) {
        // a solution books once, even a refused attempt's: the next attempt gets a new one
        captcha.renew();
        throw error;
      }
      // a guest who leaves the card page unpaid can be led back to it (my bookings)
      rememberBooking(booking.booking_salt);
      if (then.current === 'choose') {
        navigate(`/${locale}/default-payment?booking=${encodeURIComponent(booking.booking_salt)}`);
        return;
      }
      const payment = await cardPayment.mutateAsync({
        body: { booking_salt: booking.booking_salt, return_url: returnUrl },
      });
      leave(payment.redirect_url);
    } catch (error) {
      setFailure(bookingErrorText(error, t));
    }
  });

  const busy = isSubmitting || bookNow.isPending || cardPayment.isPending;
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby={`${requestId}-title`}
      lang={locale.slice(0, 2)}
    >
      <h2 id={`${requestId}-title`} className={styles.title}>
        {t('booking.details.title')}
      </h2>
      <div className={styles.row}>
        <TextField
          label={t('booking.details.firstName')}
          autoComplete="given-name"
          required
          error={fieldError('first_name')}
          {...register('first_name')}
          onFocus={preload}
        />
        <TextField
          label={t('booking.details.lastName')}
          autoComplete="family-name"
          error={fieldError('last_name')}
          {...register('last_name')}
          onFocus={preload}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label={t('booking.details.email')}
          type="email"
          autoComplete="email"
          required
          hint={t('booking.details.emailHint')}
          error={fieldError('email')}
          {...register('email')}
          onFocus={preload}
        />
        <TextField
          label={t('booking.details.phone')}
          type="tel"
          autoComplete="tel"
          required
          error={fieldError('phone')}
          {...register('phone')}
          onFocus={preload}
        />
      </div>
      <div>
        <label className={styles.label} htmlFor={`${requestId}-request`}>
          {t('booking.details.request')}
        </label>
        <textarea
          id={`${requestId}-request`}
          className={styles.textarea}
          maxLength={500}
          {...requestField}
          ref={(el) => {
            requestField.ref(el);
            requestBox.current = el;
          }}
        />
        {earlier.length ? (
          <div className={styles.again} role="group" aria-label={t('booking.details.requestAgain')}>
            {earlier.map((r) => (
              <button
                key={r.text}
                type="button"
                className={styles.chip}
                aria-label={t('booking.details.requestUse', { text: r.text })}
                onClick={() => {
                  const box = requestBox.current;
                  if (!box) return;
                  // the field is uncontrolled: write the box, then tell the form as a keystroke would
                  box.value = r.text;
                  requestField.onChange({ target: box } as ChangeEvent<HTMLTextAreaElement>);
                  box.focus();
                }}
              >
                {r.text}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      {captcha.state === 'off' ? null : (
        // the captcha: a background check with nothing to do; said politely to screen readers
        <p className={styles.muted} role="status" aria-live="polite" data-captcha={captcha.state}>
          {t(`booking.captcha.${captcha.state}`)}
        </p>
      )}
      <p className={styles.muted}>{t('booking.details.payNote')}</p>
      <div className={styles.buttons}>
        <Button
          type="submit"
          variant="primary"
          loading={busy}
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            then.current = 'card';
          }}
        >
          {t('booking.details.submit')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          disabled={busy}
          onClick={() => {
            then.current = 'choose';
          }}
        >
          {t('booking.details.moreWays')}
        </Button>
      </div>
    </form>
  );
}
