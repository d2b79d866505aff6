import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentMethod } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { clubPurchase } from '@rednest/shared/session';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { usePaymentOptions } from '../../features/payment/api/payment-options';
import { useChoosePayment } from '../../features/payment/hooks/use-choose-payment';
import { HoldCountdown } from '../../features/payment/components/hold-countdown';
import { OrderFacts } from '../../features/payment/components/order-facts';
import { DeclinedNotice, declinedPayment } from '../../features/payment/components/declined-notice';
import { PaymentOptionsView, type PaymentLayout } from '../../features/payment/components/payment-options-view';
import { paymentErrorText } from '../../features/payment/utils/payment-error';
import { SendPaymentLinkForm } from '../../features/payment/components/send-payment-link';
import { MembershipPayment } from '../../features/payment/components/membership-payment';
import styles from './page.module.scss';

/** default_payment_options_msite: 2 shows the default way to pay as one button (express), anything else the list */
export const layoutOf = (setting: number | undefined): PaymentLayout => (setting === 2 ? 'express' : 'list');

/**
 * payment and default-payment (spec §2) for an order: a booking (?booking=<salt>) or, in the
 * membership variant, a club plan bought alone (?member=<id>, or the club-purchase flag's id when the
 * address names no booking; MembershipPayment draws it). For a booking: the server's ways to pay it, the hold's countdown, then card (the gateway's page) or pay
 * at hotel (pah/timescreen, then pah/otpscreen) or bank transfer (paymentInstruction/<salt>). default-payment takes its layout from the site
 * setting default_payment_options_msite; payment always lists.
 */
export function PaymentOptionsPage({
  variant = 'setting',
  leave = (url: string) => window.location.assign(url),
}: {
  variant?: 'setting' | 'list';
  leave?: (url: string) => void;
}) {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  // the membership variant: a plan bought alone, named in the address or by the club-purchase flag
  const memberParam = params.get('member');
  const memberId =
    memberParam !== null
      ? /^[1-9][0-9]{0,9}$/.test(memberParam)
        ? Number(memberParam)
        : null
      : salt === null
        ? (clubPurchase()?.memberId ?? null)
        : null;
  const options = usePaymentOptions(memberId === null ? salt : null);
  const [failure, setFailure] = useState<string | null>(null);
  const payment = useChoosePayment({ locale, leave, onError: setFailure });
  const title = memberId !== null ? t('booking.payment.club.title') : t('booking.pay.title');
  useDocumentTitle(t('booking.pageTitle', { page: title }));
  const layout = variant === 'list' ? 'list' : layoutOf(site.settings?.default_payment_options_msite);

  const choose = async (method: PaymentMethod) => {
    if (!salt) return;
    setFailure(null);
    if (!(await payment.choose(salt, method))) void options.refetch();
  };

  let body;
  if (memberId !== null) {
    body = (
      <MembershipPayment
        memberId={memberId}
        locale={locale}
        layout={layout}
        result={params.get('result')}
        leave={leave}
      />
    );
  } else if (!salt) {
    body = (
      <EmptyState title={t('booking.payment.noBooking')} action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>} />
    );
  } else if (options.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.pay.loading')}>
        <Skeleton height={72} />
        <Skeleton height={240} />
      </div>
    );
  } else if (options.isError) {
    body =
      options.error.status === 404 ? (
        <EmptyState
          title={t('booking.payment.noBooking')}
          action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>}
        />
      ) : (
        <ErrorPanel
          title={t('booking.pay.error')}
          message={paymentErrorText(options.error, t)}
          onRetry={() => void options.refetch()}
          retryLabel={t('booking.retry')}
        />
      );
  } else {
    const { order } = options.data;
    const declined = declinedPayment(order.last_payment);
    if (order.status === 'pending') {
      body = (
        <div className={styles.result}>
          {order.expires_at ? <HoldCountdown until={order.expires_at} onEnded={() => void options.refetch()} /> : null}
          {declined ? <DeclinedNotice payment={declined} /> : null}
          <OrderFacts order={order} locale={locale} />
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
          <PaymentOptionsView
            data={options.data}
            layout={layout}
            locale={locale}
            busy={payment.busy}
            onChoose={(m) => void choose(m)}
          />
          <SendPaymentLinkForm salt={order.id} locale={locale} />
        </div>
      );
    } else if (order.status === 'cancelled') {
      body = (
        <EmptyState
          title={t('booking.payment.ended')}
          description={t('booking.pay.endedHint')}
          action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>}
        />
      );
    } else {
      body = (
        <EmptyState
          title={t('booking.payment.confirmed')}
          action={
            <AppLink to={`/thank-you?booking=${encodeURIComponent(order.id)}`}>
              {t('booking.pay.seeConfirmation')}
            </AppLink>
          }
        />
      );
    }
  }
  return <PageContainer title={title}>{body}</PageContainer>;
}
