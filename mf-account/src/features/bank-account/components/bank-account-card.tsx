import type { BankAccount, Locale } from '@rednest/shared/contracts';
import { intlTag } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import styles from './bank-account.module.scss';

/** The saved bank account: bank, holder and only the last four digits of the number. */
export function BankAccountCard({ account, locale }: { account: BankAccount; locale: Locale }) {
  const t = useT();
  const updated = new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium' }).format(
    new Date(account.updated_at),
  );
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('account.bank.bank')}</dt>
        <dd>{account.bank_name}</dd>
      </div>
      <div>
        <dt>{t('account.bank.holder')}</dt>
        <dd>{account.holder_name}</dd>
      </div>
      <div>
        <dt>{t('account.bank.number')}</dt>
        <dd aria-label={t('account.bank.maskedLabel', { last4: account.account_number_masked.slice(-4) })}>
          {account.account_number_masked}
        </dd>
      </div>
      <div>
        <dt>{t('account.bank.updated')}</dt>
        <dd>{updated}</dd>
      </div>
    </dl>
  );
}
