import { useEffect, useState } from 'react';
import { isApiCallError } from '@rednest/shared/api-client';
import { useT } from '@rednest/shared/i18n';
import { endClubPurchase, session } from '@rednest/shared/session';
import { AppLink, EmptyState, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useCardPayment } from '../../../hooks/use-card-payment';
import { useMembershipPaymentOptions } from '../api/payment-options';
import { paymentErrorText } from '../utils/payment-error';
import { DeclinedNotice, declinedPayment } from './declined-notice';
import { OrderFacts } from './order-facts';
import { PaymentOptionsView, type PaymentLayout } from './payment-options-view';
import styles from './membership-payment.module.scss';

interface MembershipPaymentProps {
  memberId: number;
  locale: string;
  layout: PaymentLayout;
  /** the card page's verdict when the gateway sent the member back (?result=return | cancelled) */
  result: string | null;
  leave: (url: string) => void;
}

/**
 * The payment screen's membership variant (the club-purchase flag, or ?member=<id>): a club plan
 * bought alone, paid by card on the gateway's page, which sends the member back here. Back from it,
 * the page waits for the payment's webhook; once paid it welcomes the new member (the stored profile
 * says club_member at once, the flag is cleared) and leads to the club history and the invoice.
 */
export function MembershipPayment({ memberId, locale, layout, result, leave }: MembershipPaymentProps) {
  const t = useT();
  const options = useMembershipPaymentOptions(memberId, result === 'return');
  const card = useCardPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const status = options.data?.order.status;

  useEffect(() => {
    if (status !== 'confirmed' && status !== 'cancelled') return;
    endClubPurchase();
    const user = session.getUser();
    if (status === 'confirmed' && user && !user.club_member) session.setUserInfo({ ...user, club_member: true });
  }, [status]);

  const payByCard = async () => {
    setFailure(null);
    try {
      const checkout = await card.mutateAsync({
        body: {
          order_kind: 'membership',
          order_id: String(memberId),
          return_url: `${window.location.origin}/${locale}/payment`,
        },
      });
      leave(checkout.redirect_url);
    } catch (error) {
      setFailure(paymentErrorText(error, t));
      void options.refetch();
    }
  };

  if (options.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('booking.pay.loading')}>
        <Skeleton height={72} />
        <Skeleton height={200} />
      </div>
    );
  if (options.isError)
    return isApiCallError(options.error) && options.error.status === 404 ? (
      <EmptyState
        title={t('booking.payment.club.notFound')}
        description={t('booking.payment.club.notFoundHint')}
        action={<AppLink to="/loyalty-plan">{t('booking.payment.club.plans')}</AppLink>}
      />
    ) : (
      <ErrorPanel
        title={t('booking.pay.error')}
        message={paymentErrorText(options.error, t)}
        onRetry={() => void options.refetch()}
        retryLabel={t('booking.retry')}
      />
    );

  const { order } = options.data;
  if (order.status === 'confirmed')
    return (
      <EmptyState
        title={t('booking.payment.club.welcome')}
        description={t('booking.payment.club.welcomeHint', { plan: order.title })}
        action={
          <span className={styles.actions}>
            <AppLink to="/redclub-history">{t('booking.payment.club.history')}</AppLink>
            <AppLink to={`/rc-profile-invoice/${memberId}`}>{t('booking.payment.club.invoice')}</AppLink>
            <AppLink to="/">{t('booking.payment.club.findStay')}</AppLink>
          </span>
        }
      />
    );
  if (order.status !== 'pending')
    return (
      <EmptyState
        title={t('booking.payment.club.ended')}
        description={t('booking.payment.club.endedHint')}
        action={<AppLink to="/loyalty-plan">{t('booking.payment.club.plans')}</AppLink>}
      />
    );

  const declined = declinedPayment(order.last_payment);
  const awaiting = result === 'return' && !declined;
  return (
    <div className={styles.result}>
      {awaiting ? (
        <p className={styles.muted} role="status">
          {t('booking.payment.club.confirming')}
        </p>
      ) : null}
      {result === 'cancelled' && !declined ? (
        <p className={styles.muted} role="status">
          {t('booking.payment.notCompleted')}
        </p>
      ) : null}
      {declined ? <DeclinedNotice payment={declined} /> : null}
      <OrderFacts order={order} locale={locale} label={t('booking.payment.club.order')} />
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <PaymentOptionsView
        data={options.data}
        layout={layout}
        locale={locale}
        busy={card.isPending}
        onChoose={(method) => {
          if (method === 'card') void payByCard();
        }}
      />
    </div>
  );
}
