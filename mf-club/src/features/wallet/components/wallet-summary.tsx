import { useId } from 'react';
import type { Locale, LoyaltyTier } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { formatMoney } from '@rednest/shared/format';
import { AppLink } from '@rednest/shared/ui';
import styles from './wallet-summary.module.scss';

interface WalletSummaryProps {
  /** the signed-in member's balance (minor units) and tier; null for a guest */
  member: { balance: number; tier: LoyaltyTier } | null;
  /** the currency the balance is kept in */
  currency: string;
  locale: Locale;
}

/**
 * A signed-in member's redcash balance and tier (from the stored user info, which the API keeps
 * current); a guest is invited to sign in instead.
 */
export function WalletSummary({ member, currency, locale }: WalletSummaryProps) {
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
          <dd className={styles.balance}>{formatMoney(Math.max(0, member.balance), currency, locale)}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('club.wallet.tier')}</dt>
          <dd className={styles.tier} data-tier={member.tier}>
            {t(`club.tier.${member.tier}`)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
