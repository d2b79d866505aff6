import { useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { BankAccountDetails } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell, useShellSite, useShellUser } from '@rednest/shared/remote';
import { Button, Card, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { authErrorKey } from '../../utils/error-message';
import { useBankAccount } from '../../features/bank-account/api/bank-account';
import { BankAccountCard } from '../../features/bank-account/components/bank-account-card';
import { BankAccountForm } from '../../features/bank-account/components/bank-account-form';
import styles from './page.module.scss';

/** /{locale}/bank-account-details: where refunds and payouts go; shown masked, changed with the password or a mailed code. */
export function BankAccountPage() {
  const t = useT();
  const { locale } = useShell();
  const { country } = useShellSite();
  const user = useShellUser();
  const account = useBankAccount(!!user);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<BankAccountDetails | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('account.pageTitle', { page: t('account.bank.title') }));
  if (!user)
    return (
      <Navigate
        to={`/signIn?${new URLSearchParams({ returnTo: `/${locale}/bank-account-details` }).toString()}`}
        replace
      />
    );

  const details = saved ?? account.data;
  const onSaved = (next: BankAccountDetails) => {
    setSaved(next);
    setEditing(false);
    void account.refetch();
    heading.current?.focus();
  };
  return (
    <PageContainer narrow title={t('account.bank.title')}>
      <p className={styles.notice}>{t('account.bank.intro')}</p>
      {!details ? (
        account.isError && !account.isFetching ? (
          <ErrorPanel
            title={t('account.bank.loadError')}
            message={t(authErrorKey(account.error))}
            retryLabel={t('account.profile.retry')}
            onRetry={() => void account.refetch()}
          />
        ) : (
          <Skeleton shape="text" lines={4} label={t('account.bank.loading')} />
        )
      ) : details.bank_account && !editing ? (
        <Card title={t('account.bank.current')} level={2}>
          <div ref={heading} tabIndex={-1}>
            {saved ? (
              <p role="status" className={styles.notice}>
                {t('account.bank.saved')}
              </p>
            ) : null}
            <BankAccountCard account={details.bank_account} locale={locale} />
          </div>
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => (setSaved(null), setEditing(true))}>
              {t('account.bank.change')}
            </Button>
          </div>
        </Card>
      ) : (
        <Card title={details.bank_account ? t('account.bank.changeTitle') : t('account.bank.addTitle')} level={2}>
          <BankAccountForm
            details={details}
            defaultCountry={country.code}
            onSaved={onSaved}
            onCancel={details.bank_account ? () => setEditing(false) : undefined}
          />
        </Card>
      )}
    </PageContainer>
  );
}
