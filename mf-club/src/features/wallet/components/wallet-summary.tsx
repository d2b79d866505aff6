import { useId } from 'react';
import type { Locale, LoyaltyTier, RedcashBalance } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { formatMoney } from '@rednest/shared/format';
import { AppLink } from '@rednest/shared/ui';
import styles from './wallet-summary.module.scss';

interface WalletSummaryProps {
  /** the signed-in member's balance (minor units) and tier; null for a guest */
  member: { balance: number; tier: LoyaltyTier } | null;
  /** the member's wallet as the ledger holds it now (redcash_balance), once it has loaded */
  wallet?: RedcashBalance;
  /** the currency the balance is kept in */
  currency: string;
  locale: Locale;
}

/**
 * A signed-in member's redcash balance and tier: the stored user info first, then the live wallet
 * (what holds keep, the soonest to expire, points); a guest is invited to sign in instead.
 */
export function WalletSummary({ member, wallet, currency, locale }: WalletSummaryProps) {
  const t = useT();
  const headingId = useId();

  if (!member) {
    return (
      <aside className={styles.card} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.title}>
          {t('club.wallet.signInTitle')}
        </h2>
        <p className={styles.body}>{t('club.wallet.signInBody')}</p>
        <AppLink to="/signIn" className={styles.signIn}>
          {t('club.wallet.signIn')}
        </AppLink>
      </aside>
    );
  }

  return (
    <aside className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('club.wallet.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>{t('club.wallet.balance')}</dt>
          <dd className={styles.balance}>
            {formatMoney(Math.max(0, wallet?.redcash_balance ?? member.balance), wallet?.currency ?? currency, locale)}
          </dd>
        </div>
        {wallet ? (
          <div>
            <dt className={styles.term}>{t('club.wallet.points')}</dt>
            <dd className={styles.tier}>{new Intl.NumberFormat(locale).format(wallet.point_balance)}</dd>
          </div>
        ) : null}
        <div>
          <dt className={styles.term}>{t('club.wallet.tier')}</dt>
          <dd className={styles.tier} data-tier={member.tier}>
            {t(`club.tier.${member.tier}`)}
          </dd>
        </div>
      </dl>
      {wallet && wallet.on_hold > 0 ? (
        <p className={styles.body}>
          {t('club.wallet.onHold', { amount: formatMoney(wallet.on_hold, wallet.currency, locale) })}
        </p>
      ) : null}
      {wallet?.expiring[0] ? (
        <p className={styles.body}>
          {t('club.wallet.expiring', {
            amount: formatMoney(wallet.expiring[0].amount, wallet.currency, locale),
            date: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
              new Date(wallet.expiring[0].expires_at),
            ),
          })}
        </p>
      ) : null}
    </aside>
  );
}
