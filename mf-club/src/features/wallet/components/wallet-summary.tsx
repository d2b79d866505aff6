import { useId } from 'react';
import type { CurrencyCode, Locale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { formatMoney } from '@rednest/shared/format';
import { useSession } from '@rednest/shared/session';
import { AppLink } from '@rednest/shared/ui';
import { useShell } from '@rednest/shared/remote';
import { walletTier } from '../utils/wallet-tier';
import '../labels';
import styles from './wallet-summary.module.scss';

/**
 * A signed-in user's redcash balance and tier (from the stored user info, which the API keeps
 * current); a guest is invited to sign in instead. The balance is in minor units of `currency`.
 */
export function WalletSummary({ currency, locale }: { currency: CurrencyCode; locale: Locale }) {
  const t = useT();
  const headingId = useId();
  const { user, isLoggedIn } = useSession(useShell().session);

  if (!isLoggedIn || !user) {
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

  const tier = walletTier(user.loyalty_tier);
  return (
    <aside className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('club.wallet.title')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>{t('club.wallet.balance')}</dt>
          <dd className={styles.balance}>{formatMoney(Math.max(0, user.redcash_balance), currency, locale)}</dd>
        </div>
        <div>
          <dt className={styles.term}>{t('club.wallet.tier')}</dt>
          <dd className={styles.tier} data-tier={tier}>
            {t(`club.tier.${tier}`)}
          </dd>
        </div>
      </dl>
    </aside>
  );
}
