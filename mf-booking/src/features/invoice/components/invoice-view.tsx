import type { Invoice, Locale } from '@rednest/shared/contracts';
import { calendarDay, formatMoney } from '@rednest/shared/format';
import { useT, useTextLang } from '@rednest/shared/i18n';
import styles from './invoice.module.scss';

/** The invoice as a document on the page: who, what, the lines, the total, paid or not. */
export function InvoiceView({
  invoice: inv,
  locale,
  factsClassName,
}: {
  invoice: Invoice;
  locale: Locale;
  /** the pages' facts list style */ factsClassName?: string;
}) {
  const t = useT();
  const textLang = useTextLang();
  // an invoice reads to the minor unit (satang, centavos): the exact money, not the rounded page price
  const exact = (minor: number) => formatMoney(minor, inv.currency, locale, { exact: true });
  const money = (minor: number) => (minor < 0 ? `−${exact(-minor)}` : exact(minor));
  const day = (iso: string) => calendarDay(iso, locale);
  return (
    <article className={styles.sheet} aria-labelledby="bkg-invoice-title">
      <header className={styles.head}>
        <div>
          <p className={styles.brand}>RedNest</p>
          <p className={styles.muted}>{t('booking.invoice.booking', { code: inv.booking_code })}</p>
        </div>
        <div className={styles.number}>
          <h2 id="bkg-invoice-title">{t('booking.invoice.number', { number: inv.invoice_number })}</h2>
          <p className={styles.muted}>{t('booking.invoice.issued', { date: day(inv.issued_on) })}</p>
        </div>
      </header>
      <section className={styles.parties}>
        <div>
          <h3>{inv.hotel_name}</h3>
          <p className={styles.muted}>{inv.hotel_address}</p>
        </div>
        <dl className={factsClassName}>
          <dt>{t('booking.detail.guest')}</dt>
          <dd>{inv.guest_name}</dd>
          {inv.guest_email ? (
            <>
              <dt>{t('booking.details.email')}</dt>
              <dd>{inv.guest_email}</dd>
            </>
          ) : null}
          <dt>{t('booking.payment.stay')}</dt>
          <dd>
            {day(inv.check_in_date)} → {day(inv.check_out_date)}
          </dd>
          <dt>{t('booking.payment.room')}</dt>
          <dd>
            <span lang={textLang(inv.room_type_lang)}>{inv.room_type}</span> ·{' '}
            <span lang={textLang(inv.rate_plan_lang)}>{inv.rate_plan}</span>
          </dd>
        </dl>
      </section>
      <table className={styles.lines}>
        <caption className={styles.hidden}>{t('booking.invoice.charges')}</caption>
        <tbody>
          {inv.lines.map((line, i) => (
            <tr key={i}>
              {/* the API writes each line in the page's language (the api client sends it as Accept-Language) */}
              <th scope="row">{line.label}</th>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('booking.summary.total')}</th>
            <td>{money(inv.total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={inv.paid_at ? styles.paid : styles.unpaid}>
        {inv.paid_at
          ? t('booking.invoice.paid', { date: day(inv.paid_at) })
          : inv.status === 'cancelled'
            ? t('booking.status.cancelled')
            : inv.payment_method === 'pay_at_hotel'
              ? t('booking.invoice.payAtHotel')
              : t('booking.invoice.unpaid')}
      </p>
      {inv.refund ? (
        <p className={styles.muted}>
          {t('booking.invoice.refund', {
            amount: money(inv.refund.amount),
            status: t(`booking.invoice.refund.${inv.refund.status}`),
          })}
        </p>
      ) : null}
      <p className={styles.muted}>{t('booking.invoice.footnote')}</p>
    </article>
  );
}
