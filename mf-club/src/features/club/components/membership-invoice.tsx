import type { ClubInvoice, Locale } from '@rednest/shared/contracts';
import { calendarDay, formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import { lastCoveredDay } from '../utils/membership-days';
import styles from './club.module.scss';

/** A membership's invoice as a document on the page: who, which plan and days, the price paid, and its PDF. */
export function MembershipInvoice({ invoice: inv, locale }: { invoice: ClubInvoice; locale: Locale }) {
  const t = useT();
  const day = (iso: string) => calendarDay(iso, locale);
  return (
    <article className={styles.status} aria-labelledby="club-invoice-title">
      <h2 id="club-invoice-title" className={styles.statusTitle}>
        {t('club.invoice.number', { number: inv.invoice_number })}
      </h2>
      <p className={styles.body}>{t('club.invoice.paid', { date: day(inv.issued_on) })}</p>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>{t('club.invoice.member')}</dt>
          <dd className={styles.fact}>
            {inv.member_name}
            <span className={styles.rowMeta}>{inv.member_email}</span>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{t('club.invoice.plan')}</dt>
          <dd className={styles.fact}>
            {inv.plan_name}
            <span className={styles.rowMeta}>
              {t('club.memberHistory.range', {
                from: day(inv.starts_on),
                to: day(lastCoveredDay(inv.ends_on) ?? inv.ends_on),
              })}
            </span>
          </dd>
        </div>
        <div>
          <dt className={styles.term}>{t('club.invoice.total')}</dt>
          <dd className={styles.fact}>{formatMoney(inv.total, inv.currency, locale, { exact: true })}</dd>
        </div>
      </dl>
      {inv.paid_with ? (
        <p className={styles.body}>
          {t('club.invoice.paidWith')}{' '}
          <AppLink to={`/bookings/${inv.paid_with.booking_salt}`}>{inv.paid_with.booking_code}</AppLink>
        </p>
      ) : null}
      <a className={styles.signIn} href={inv.pdf_url} target="_blank" rel="noopener" download>
        {t('club.invoice.pdf')}
      </a>
    </article>
  );
}
