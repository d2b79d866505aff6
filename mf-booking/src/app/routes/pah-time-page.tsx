import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel, navigate, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useArrivalSlots, usePaymentOptions } from '../../features/payment/api/payment-options';
import { HoldCountdown } from '../../features/payment/components/hold-countdown';
import { OrderFacts } from '../../features/payment/components/order-facts';
import { paymentErrorText } from '../../features/payment/utils/payment-error';
import styles from './page.module.scss';
import pay from './pah-time-page.module.scss';

/**
 * pah/timescreen (spec §2): pay at hotel, step 1 of 2: when the guest expects to arrive, in the
 * hotel's time (arrival_time_slots); hours already over cannot be picked. Then pah/otpscreen.
 */
export function PahTimePage() {
  const t = useT();
  const { locale } = useShell();
  const id = useId();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  const options = usePaymentOptions(salt);
  const slots = useArrivalSlots(salt);
  const [picked, setPicked] = useState<string | null>(params.get('slot'));
  const [missing, setMissing] = useState(false);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.pah.timeTitle') }));
  const free = slots.data?.slots.filter((s) => s.available) ?? [];
  useEffect(() => {
    if (picked && slots.data && !free.some((s) => s.id === picked)) setPicked(null);
  }, [slots.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const pah = options.data?.options.find((o) => o.method === 'pay_at_hotel');
  let body;
  if (!salt) {
    body = (
      <EmptyState title={t('booking.payment.noBooking')} action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>} />
    );
  } else if (options.isPending || slots.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.pay.loading')}>
        <Skeleton height={72} />
        <Skeleton height={200} />
      </div>
    );
  } else if (options.isError || slots.isError) {
    const error = options.error ?? slots.error!;
    body =
      error.status === 404 ? (
        <EmptyState
          title={t('booking.payment.noBooking')}
          action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>}
        />
      ) : (
        <ErrorPanel
          title={t('booking.pay.error')}
          message={paymentErrorText(error, t)}
          onRetry={() => void Promise.all([options.refetch(), slots.refetch()])}
          retryLabel={t('booking.retry')}
        />
      );
  } else if (!pah?.available) {
    body = (
      <EmptyState
        title={t('booking.pah.notAvailable')}
        description={t(`booking.pay.reason.${pah?.reason ?? 'PAH_NOT_OFFERED'}`)}
        action={<AppLink to={`/payment?booking=${encodeURIComponent(salt)}`}>{t('booking.pah.otherWays')}</AppLink>}
      />
    );
  } else {
    const order = options.data.order;
    body = (
      <form
        className={styles.result}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!picked) {
            setMissing(true);
            return;
          }
          navigate(`/${locale}/pah/otpscreen?booking=${encodeURIComponent(salt)}&slot=${encodeURIComponent(picked)}`);
        }}
      >
        {order.expires_at ? <HoldCountdown until={order.expires_at} onEnded={() => void options.refetch()} /> : null}
        <OrderFacts order={order} locale={locale} />
        <p>{t('booking.pah.timeIntro', { time: slots.data.check_in_time })}</p>
        <fieldset className={pay.slots} aria-describedby={missing ? `${id}-missing` : undefined}>
          <legend>{t('booking.pah.slotsLegend')}</legend>
          {free.map((s) => (
            <label key={s.id}>
              <input
                type="radio"
                name={`${id}-slot`}
                value={s.id}
                checked={picked === s.id}
                onChange={() => {
                  setPicked(s.id);
                  setMissing(false);
                }}
              />
              {s.from}–{s.to}
            </label>
          ))}
        </fieldset>
        {free.length === 0 ? (
          <p className={styles.alert} role="alert">
            {t('booking.pay.reason.PAH_TOO_LATE')}
          </p>
        ) : null}
        {missing ? (
          <p id={`${id}-missing`} className={styles.alert} role="alert">
            {t('booking.pah.pickSlot')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={free.length === 0}>
            {t('booking.pay.continue')}
          </Button>
          <AppLink to={`/payment?booking=${encodeURIComponent(salt)}`}>{t('booking.pah.otherWays')}</AppLink>
        </div>
      </form>
    );
  }
  return <PageContainer title={t('booking.pah.timeTitle')}>{body}</PageContainer>;
}
