import { useId, useState, type FormEvent } from 'react';
import type { OtpSent } from '@rednest/shared/contracts';
import { normalisePhone, waitInWords } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { Button, navigate, TextField } from '@rednest/shared/ui';
import {
  findBookingErrorKey,
  useSendFindBookingCode,
  useVerifyFindBookingCode,
  type FindBookingError,
} from '../api/find-booking';
import styles from './find-booking.module.scss';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE = /^RN\d{1,12}$/;

/** a phone as typed, in subscriber digits (the shared helper; without the site's calling code when typed with it) */
function subscriberDigits(raw: string, phoneCode: string): string {
  const digits = normalisePhone(raw);
  return raw.trim().startsWith('+') && digits.startsWith(phoneCode)
    ? normalisePhone(digits.slice(phoneCode.length))
    : digits;
}

/**
 * Two steps: the booking code and the email or phone booked with (the server answers alike whether
 * or not they match), then the code mailed or texted there; the right one opens the booking's page.
 */
export function FindBookingForm() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const id = useId();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [phone, setPhone] = useState('');
  const send = useSendFindBookingCode();
  const verify = useVerifyFindBookingCode();
  const [bookingCode, setBookingCode] = useState('');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ code?: string; email?: string; phone?: string }>({});
  const [error, setError] = useState<FindBookingError | null>(null);
  const code = bookingCode.trim().toUpperCase();

  const requestCode = async (lastRequestId?: string) => {
    setError(null);
    try {
      const contact =
        by === 'email' ? { email: email.trim() } : { phone: phone.trim(), country_code: site.country.code };
      setSent(
        await send.mutateAsync({
          body: {
            booking_code: code,
            ...contact,
            locale,
            ...(lastRequestId ? { last_request_id: lastRequestId } : {}),
          },
        }),
      );
      setOtp('');
    } catch (err) {
      setError(findBookingErrorKey(err));
    }
  };

  const submitDetails = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const digits = subscriberDigits(phone, site.country.phoneCode).length;
    const errors = {
      code: CODE.test(code) ? undefined : t('booking.find.codeInvalid'),
      email: by === 'email' && !EMAIL.test(email.trim()) ? t('booking.find.emailInvalid') : undefined,
      phone: by === 'phone' && (digits < 6 || digits > 13) ? t('booking.find.phoneInvalid') : undefined,
    };
    setFieldErrors(errors);
    if (!errors.code && !errors.email && !errors.phone && !send.isPending) void requestCode();
  };

  const submitOtp = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!sent || otp.length !== 6 || verify.isPending) return;
    setError(null);
    try {
      const found = await verify.mutateAsync({ body: { booking_code: code, request_id: sent.request_id, otp } });
      navigate(`/${locale}/bookings/${found.booking_salt}`);
    } catch (err) {
      setError(findBookingErrorKey(err));
    }
  };

  const alert = error ? (
    <div role="alert" className={styles.alert}>
      {typeof error === 'string' ? t(error) : t(error.key, { wait: waitInWords(error.waitSeconds, locale) })}
    </div>
  ) : null;

  if (!sent) {
    return (
      <form className={styles.form} noValidate onSubmit={submitDetails} aria-busy={send.isPending || undefined}>
        <p className={styles.intro}>{t('booking.find.intro')}</p>
        {alert}
        <TextField
          label={t('booking.find.codeLabel')}
          name="booking_code"
          value={bookingCode}
          onChange={(e) => setBookingCode(e.target.value)}
          hint={t('booking.find.codeHint')}
          error={fieldErrors.code}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={16}
          required
        />
        <fieldset className={styles.by}>
          <legend className={styles.byLegend}>{t('booking.find.by')}</legend>
          {(['email', 'phone'] as const).map((way) => (
            <label key={way} className={styles.byOption} htmlFor={`${id}-${way}`}>
              <input
                type="radio"
                id={`${id}-${way}`}
                name={`${id}-by`}
                value={way}
                checked={by === way}
                onChange={() => {
                  setBy(way);
                  setFieldErrors({});
                }}
              />
              {t(way === 'email' ? 'booking.find.byEmail' : 'booking.find.byPhone')}
            </label>
          ))}
        </fieldset>
        {by === 'email' ? (
          <TextField
            label={t('booking.find.emailLabel')}
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
            autoComplete="email"
            maxLength={254}
            required
          />
        ) : (
          <TextField
            label={t('booking.find.phoneLabel')}
            name="phone"
            type="tel"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            hint={t('booking.find.phoneHint', { code: `+${site.country.phoneCode}` })}
            error={fieldErrors.phone}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            required
          />
        )}
        <Button type="submit" disabled={send.isPending}>
          {t(send.isPending ? 'booking.find.sending' : 'booking.find.send')}
        </Button>
      </form>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => void submitOtp(e)}
      aria-busy={verify.isPending || undefined}
    >
      <p className={styles.intro}>{t('booking.find.sentTo', { to: sent.sent_to })}</p>
      {alert}
      <TextField
        label={t('booking.find.otpLabel')}
        name="otp"
        value={otp}
        onChange={(e) => setOtp(e.target.value.replace(/\D+/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
      />
      <Button type="submit" disabled={otp.length !== 6 || verify.isPending}>
        {t('booking.find.open')}
      </Button>
      <div className={styles.actions}>
        <Button
          type="button"
          variant="secondary"
          disabled={send.isPending}
          onClick={() => void requestCode(sent.request_id)}
        >
          {t('booking.find.resend')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
        >
          {t('booking.find.change')}
        </Button>
      </div>
    </form>
  );
}
