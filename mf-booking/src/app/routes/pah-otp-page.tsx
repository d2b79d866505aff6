import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OtpSent } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { pendingReferral, sessionScoped } from '@rednest/shared/session';
import {
  AppLink,
  Button,
  EmptyState,
  ErrorPanel,
  navigate,
  PageContainer,
  Skeleton,
  TextField,
} from '@rednest/shared/ui';
import { useDelayedPaymentsOtp, usePayAtHotel, useVerifyPah } from '../../features/payment/api/payment-options';
import { paymentErrorText } from '../../features/payment/utils/payment-error';
import styles from './page.module.scss';

/** where a ShopBack landing keeps its click's transaction id for the session (sent when present) */
export const SHOPBACK_KEY = 'rn.shopback_transaction_id';
const SLOT = /^[0-2][0-9]:00-[0-2][0-9]:00$/;

/**
 * pah/otpscreen (spec §2): pay at hotel, step 2 of 2. The code goes to the email the booking was
 * made with (delayed_payments_otp); the code and the arrival slot from pah/timescreen confirm the
 * booking (pay_at_hotel_payment, one idempotency key per attempt), then thank-you.
 */
export function PahOtpPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  const slot = params.get('slot');
  const verify = useVerifyPah(salt);
  const send = useDelayedPaymentsOtp();
  const confirm = usePayAtHotel();
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [otp, setOtp] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.pah.otpTitle') }));

  const requestCode = async (last?: string) => {
    if (!salt) return;
    setFailure(null);
    try {
      setSent(
        await send.mutateAsync({ body: { booking_salt: salt, locale, ...(last ? { last_request_id: last } : {}) } }),
      );
      setOtp('');
    } catch (error) {
      setFailure(paymentErrorText(error, t, locale));
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!salt || !slot || !sent || otp.length !== 6 || confirm.isPending) return;
    setFailure(null);
    const referral =
      pendingReferral(site.settings) ?? (site.kind === 'brand' ? `${window.location.origin}/${locale}` : null);
    const shopback = sessionScoped.getItem(SHOPBACK_KEY);
    const body = {
      booking_salt: salt,
      request_id: sent.request_id,
      otp,
      arrival_slot: slot,
      ...(referral ? { sun_referer_url: referral } : {}),
      ...(shopback && /^[A-Za-z0-9_-]{1,64}$/.test(shopback) ? { shopback_transaction_id: shopback } : {}),
    };
    const text = JSON.stringify(body);
    if (!attempt.current || attempt.current.body !== text) attempt.current = { key: crypto.randomUUID(), body: text };
    try {
      await confirm.mutateAsync({ body: { ...body, idempotency_key: attempt.current.key } });
      navigate(`/${locale}/thank-you?booking=${encodeURIComponent(salt)}`);
    } catch (error) {
      setFailure(paymentErrorText(error, t));
    }
  };

  const alert = failure ? (
    <p className={styles.alert} role="alert">
      {failure}
    </p>
  ) : null;
  let body;
  if (!salt) {
    body = (
      <EmptyState title={t('booking.payment.noBooking')} action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>} />
    );
  } else if (!slot || !SLOT.test(slot)) {
    body = (
      <EmptyState
        title={t('booking.pah.pickSlot')}
        action={
          <AppLink to={`/pah/timescreen?booking=${encodeURIComponent(salt)}`}>{t('booking.pah.timeTitle')}</AppLink>
        }
      />
    );
  } else if (verify.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.pay.loading')}>
        <Skeleton height={200} />
      </div>
    );
  } else if (verify.isError) {
    body =
      verify.error.status === 404 ? (
        <EmptyState
          title={t('booking.payment.noBooking')}
          action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>}
        />
      ) : (
        <ErrorPanel
          title={t('booking.pay.error')}
          message={paymentErrorText(verify.error, t)}
          onRetry={() => void verify.refetch()}
          retryLabel={t('booking.retry')}
        />
      );
  } else if (!verify.data.eligible) {
    body = (
      <EmptyState
        title={t('booking.pah.notAvailable')}
        description={t(`booking.pay.reason.${verify.data.reason ?? 'PAH_NOT_OFFERED'}`)}
        action={<AppLink to={`/payment?booking=${encodeURIComponent(salt)}`}>{t('booking.pah.otherWays')}</AppLink>}
      />
    );
  } else {
    const v = verify.data;
    const due = formatMoney(v.amount_due_at_hotel, v.currency, locale);
    const change = (
      <AppLink to={`/pah/timescreen?booking=${encodeURIComponent(salt)}&slot=${encodeURIComponent(slot)}`}>
        {t('booking.pah.changeTime')}
      </AppLink>
    );
    body = !sent ? (
      <div className={styles.result} aria-busy={send.isPending || undefined}>
        <p>{t('booking.pah.summary', { amount: due, slot: slot.replace('-', '–') })}</p>
        <p>{t('booking.pah.codeIntro', { to: v.sent_to })}</p>
        {alert}
        <div className={styles.actions}>
          <Button
            variant="primary"
            loading={send.isPending}
            disabled={send.isPending}
            onClick={() => void requestCode()}
          >
            {t('booking.pah.sendCode')}
          </Button>
          {change}
        </div>
      </div>
    ) : (
      <form
        className={styles.result}
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-busy={confirm.isPending || undefined}
      >
        <p>{t('booking.pah.summary', { amount: due, slot: slot.replace('-', '–') })}</p>
        <p>{t('booking.find.sentTo', { to: sent.sent_to })}</p>
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
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="primary"
            loading={confirm.isPending}
            disabled={otp.length !== 6 || confirm.isPending}
          >
            {t('booking.pah.confirm')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={send.isPending}
            onClick={() => void requestCode(sent.request_id)}
          >
            {t('booking.find.resend')}
          </Button>
          {change}
        </div>
      </form>
    );
  }
  return <PageContainer title={t('booking.pah.otpTitle')}>{body}</PageContainer>;
}
