import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PaymentLink } from '@rednest/shared/contracts';
import { calendarDay, formatMoney, pluralKey } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { HoldCountdown } from '../../features/payment/components/hold-countdown';
import { usePaymentLink, usePaymentLinkCardPayment } from '../../features/payment/api/payment-link';
import { linkErrorText } from '../../features/payment/utils/link-error';
import styles from './page.module.scss';
import linkStyles from './link-payment-page.module.scss';
import { DeclinedNotice, declinedPayment } from '../../features/payment/components/declined-notice';
import { FinishPage } from './finish';
import { stayOfLink } from '../../features/finish/utils/finish-stay';
import { MoneyBackNotice } from '../../features/finish/components/extra-payments-notice';
import { RefundedEnd } from './refunded-end';
import { ButtonLink } from '@rednest/shared/ui/button-link';

/** how long "confirming" waits for the bank's answer before saying so (the page keeps asking) */
const PATIENCE_MS = 60_000;

/**
 * link-payment/<token> (spec §2 "link payment screens"): the page a payment link opens, for
 * whoever holds it. The booking in short and "Pay by card" (the gateway's page, which sends the
 * payer back here with ?result=return|cancelled); back from it, "confirming" while the webhook's
 * answer is awaited, then paid. Expired, replaced, ended and unknown links each say so.
 */
export function LinkPaymentPage({
  leave = (url: string) => window.location.assign(url),
}: {
  leave?: (url: string) => void;
}) {
  const t = useT();
  const { locale } = useShell();
  const { token } = useParams();
  const [params] = useSearchParams();
  const result = params.get('result');
  const [patient, setPatient] = useState(true);
  // back from the card page of a booking another way had paid: this payment's own word is still on its way
  const unheard = (l: PaymentLink) =>
    result === 'return' &&
    l.state === 'paid' &&
    !l.given_back &&
    !!l.last_payment &&
    l.last_payment.method !== 'payment_link';
  const link = usePaymentLink(token, { poll: result === 'return', awaiting: (l) => patient && unheard(l) });
  const pay = usePaymentLinkCardPayment();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  const givenBack = link.data?.given_back ?? null;
  const pageTitle =
    givenBack?.reason === 'already_paid' && link.data?.state === 'paid'
      ? 'booking.extra.alreadyPaidTitle'
      : givenBack && link.data?.state === 'ended'
        ? 'booking.link.ended'
        : link.data?.state === 'paid' && !(patient && unheard(link.data))
          ? 'booking.payment.confirmed'
          : 'booking.link.title';
  useDocumentTitle(t('booking.pageTitle', { page: t(pageTitle) }));

  const day = (iso: string) => calendarDay(iso, locale);
  const payByCard = async () => {
    if (!token) return;
    setFailure(null);
    try {
      const checkout = await pay.mutateAsync({
        body: { token, return_url: `${window.location.origin}/${locale}/link-payment/${token}` },
      });
      leave(checkout.redirect_url);
    } catch (error) {
      setFailure(linkErrorText(error, t));
      void link.refetch();
    }
  };
  const facts = (data: PaymentLink) => {
    const b = data.booking;
    return (
      <dl className={styles.facts}>
        <dt>{t('booking.payment.code')}</dt>
        <dd>{b.booking_code}</dd>
        <dt>{t('booking.payment.hotel')}</dt>
        <dd>{b.hotel_name}</dd>
        <dt>{t('booking.payment.stay')}</dt>
        <dd>
          {day(b.check_in_date)} → {day(b.check_out_date)} (
          {t(pluralKey('booking.nights', b.no_of_nights, locale), { count: b.no_of_nights })})
        </dd>
        <dt>{t('booking.payment.room')}</dt>
        <dd>
          {b.room_type} · {b.rate_plan}
        </dd>
        <dt>{t('booking.link.guests')}</dt>
        <dd>
          {t('booking.link.roomsGuests', {
            rooms: t(pluralKey('booking.link.roomCount', b.rooms, locale), { count: b.rooms }),
            guests: t(pluralKey('booking.link.guestCount', b.guests, locale), { count: b.guests }),
          })}
        </dd>
        <dt>{t('booking.payment.total')}</dt>
        <dd>{formatMoney(b.total, b.currency, locale)}</dd>
      </dl>
    );
  };
  const dead = (title: string, hint: string) => (
    <EmptyState title={title} description={hint} action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>} />
  );

  let body;
  if (link.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.link.loading')}>
        <Skeleton height={72} />
        <Skeleton height={240} />
      </div>
    );
  } else if (link.isError) {
    body =
      link.error.status === 404 || link.error.status === 400 ? (
        dead(t('booking.link.unknown'), t('booking.link.unknownHint'))
      ) : (
        <ErrorPanel
          title={t('booking.link.loadError')}
          message={linkErrorText(link.error, t)}
          onRetry={() => void link.refetch()}
          retryLabel={t('booking.retry')}
        />
      );
  } else {
    const data = link.data;
    const back = data.given_back ?? null;
    // the money paid through this link, given back whole: what became of it, with its refund's steps
    const backText = back
      ? t(`booking.given.${back.refund_status === 'refunded' ? 'refunded' : 'refunding'}.card`, {
          amount: formatMoney(back.amount, back.currency, locale),
        })
      : '';
    const backRefund = back
      ? { status: back.refund_status, requestedAt: back.paid_at, refundedAt: back.refunded_at }
      : null;
    if (data.state === 'paid' && back) {
      // another payment had paid the booking first: it stays confirmed, this payment goes back
      return (
        <FinishPage
          heading={t('booking.extra.alreadyPaidTitle')}
          notice={
            <MoneyBackNotice title={t('booking.given.title')} refund={backRefund!}>
              <p>{backText}</p>
            </MoneyBackNotice>
          }
          stay={stayOfLink(data.booking)}
          how="paid"
          lead={t('booking.given.linkLead', { name: data.booking.guest_name, hotel: data.booking.hotel_name })}
          mailedTo={null}
          owner={null}
        />
      );
    } else if (data.state === 'ended' && back) {
      return (
        <RefundedEnd
          heading={t('booking.link.ended')}
          lead={t('booking.link.endedRefund')}
          stay={stayOfLink(data.booking)}
          refundText={backText}
          refund={backRefund}
          actions={
            <ButtonLink variant="primary" to="/">
              {t('booking.finish.another')}
            </ButtonLink>
          }
        />
      );
    } else if (data.state === 'paid' && patient && unheard(data)) {
      body = (
        <div className={styles.result} role="status" aria-live="polite">
          <h2 className={styles.title}>{t('booking.link.confirming')}</h2>
          <p>{t('booking.payment.confirmingHint')}</p>
          {facts(data)}
        </div>
      );
    } else if (data.state === 'paid') {
      // whoever paid through the link sees the finish of the booking in short (not the owner's pages)
      return (
        <FinishPage
          stay={stayOfLink(data.booking)}
          how="card"
          lead={t('booking.finish.leadLink', { name: data.booking.guest_name, hotel: data.booking.hotel_name })}
          mailedTo={null}
          owner={null}
        />
      );
    } else if (data.state === 'expired') {
      body = dead(t('booking.link.expired'), t('booking.link.expiredHint'));
    } else if (data.state === 'replaced') {
      body = dead(t('booking.link.replaced'), t('booking.link.replacedHint'));
    } else if (data.state === 'ended') {
      body = dead(t('booking.link.ended'), t('booking.link.endedHint'));
    } else if (result === 'return' && patient) {
      body = (
        <div className={styles.result} role="status" aria-live="polite">
          <h2 className={styles.title}>{t('booking.link.confirming')}</h2>
          <p>{t('booking.payment.confirmingHint')}</p>
          {facts(data)}
        </div>
      );
    } else {
      const declined = declinedPayment(data.last_payment);
      body = (
        <div className={styles.result}>
          <HoldCountdown until={data.expires_at} label="booking.link.validFor" onEnded={() => void link.refetch()} />
          <p>{t('booking.link.lead', { name: data.booking.guest_name })}</p>
          {/* the server's word on the latest attempt first: a card the bank declined on the gateway's page */}
          {declined ? <DeclinedNotice payment={declined} /> : null}
          {!declined && result === 'cancelled' ? (
            <p className={linkStyles.notice} role="status">
              {t('booking.link.cancelled')}
            </p>
          ) : null}
          {!declined && result === 'return' ? (
            <p className={linkStyles.notice} role="status">
              {t('booking.link.noAnswer')}
            </p>
          ) : null}
          {facts(data)}
          {failure ? (
            <p className={styles.alert} role="alert">
              {failure}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => void payByCard()} loading={pay.isPending} disabled={pay.isPending}>
              {t('booking.link.payCard', { amount: formatMoney(data.booking.total, data.booking.currency, locale) })}
            </Button>
          </div>
        </div>
      );
    }
  }
  return <PageContainer title={t('booking.link.title')}>{body}</PageContainer>;
}
