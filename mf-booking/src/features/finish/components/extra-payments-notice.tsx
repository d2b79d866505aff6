import { useId, type ReactNode } from 'react';
import type { Booking, ExtraPayment } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import styles from './extra-payments-notice.module.scss';

/** where an extra payment goes back to: the card (or the payment link's card) it came from, or the bank account */
const destinationOf = (e: ExtraPayment) => (e.method === 'bank_transfer' ? 'bank' : 'card');

type RefundStatus = 'requested' | 'processing' | 'refunded' | 'failed';

/** a day and hour in the page's language */
export function useWhen() {
  const { locale } = useShell();
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(iso));
}

/** where a refund stands, step by step: requested (on the day), with the bank, refunded (on the day), or failed */
export function RefundSteps({
  status,
  requestedAt,
  refundedAt,
  className = styles.steps,
}: {
  status: RefundStatus;
  requestedAt: string;
  refundedAt: string | null;
  className?: string;
}) {
  const t = useT();
  const when = useWhen();
  return (
    <ol className={className}>
      <li>{t('booking.detail.refundRequested', { when: when(requestedAt) })}</li>
      {status === 'processing' || status === 'refunded' ? <li>{t('booking.detail.refundProcessing')}</li> : null}
      {status === 'refunded' && refundedAt ? (
        <li>{t('booking.detail.refundDone', { when: when(refundedAt) })}</li>
      ) : null}
      {status === 'failed' ? <li>{t('booking.detail.refundFailed')}</li> : null}
    </ol>
  );
}

/**
 * Money coming back, said calmly (information, not an error): a region with its heading, what comes
 * back and to where, and the refund's steps; "nothing you need to do" unless the refund failed.
 */
export function MoneyBackNotice({
  title,
  refund,
  children,
}: {
  title: string;
  refund: { status: RefundStatus; requestedAt: string; refundedAt: string | null };
  children: ReactNode;
}) {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <div className={styles.payment}>
        {children}
        <RefundSteps status={refund.status} requestedAt={refund.requestedAt} refundedAt={refund.refundedAt} />
      </div>
      {refund.status === 'failed' ? null : <p className={styles.muted}>{t('booking.extra.nothingToDo')}</p>}
    </section>
  );
}

/**
 * "You paid twice": money that came after another payment had already paid the booking (its card
 * page and its payment link paid at once, a transfer after a card) is given back whole by the server,
 * apart from the booking's own refund. Said calmly, as information rather than an error: which
 * payment was kept (or that the total stays due at the hotel), that each extra one comes back in full
 * and to where, and where its refund stands (requested, with the bank, refunded, with the dates).
 * Nothing when the booking was paid once.
 */
export function ExtraPaymentsNotice({ booking }: { booking: Booking }) {
  const t = useT();
  const { locale } = useShell();
  const id = useId();
  const extras = booking.extra_payments ?? [];
  if (extras.length === 0) return null;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const last = booking.last_payment;
  const atHotel = last?.status === 'due_at_hotel';
  // the payment that paid it (get_booking's last_payment once paid); the booking's total when it is not known
  const kept =
    last && !last.reason_code && (last.status === 'succeeded' || atHotel)
      ? money(last.amount, last.currency)
      : money(booking.total, booking.currency);
  const failed = extras.some((e) => e.refund_status === 'failed');
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {t(extras.length > 1 ? 'booking.extra.titleMany' : 'booking.extra.title')}
      </h2>
      <p>{t(atHotel ? 'booking.extra.keptAtHotel' : 'booking.extra.kept', { amount: kept })}</p>
      {extras.map((e, i) => (
        <div key={`${e.paid_at}-${i}`} className={styles.payment}>
          <p>
            {t(`booking.extra.${e.refund_status === 'refunded' ? 'refunded' : 'refunding'}.${destinationOf(e)}`, {
              amount: money(e.amount, e.currency),
            })}
          </p>
          <RefundSteps status={e.refund_status} requestedAt={e.paid_at} refundedAt={e.refunded_at} />
        </div>
      ))}
      {failed ? null : <p className={styles.muted}>{t('booking.extra.nothingToDo')}</p>}
    </section>
  );
}
