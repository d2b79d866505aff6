import { countryOfLocale } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useReferral } from '../../features/referral/api/get-referral';
import styles from '../../features/referral/components/referral.module.scss';

/** /{locale}/refer-and-earn/terms: the programme's terms, with the amounts and limits the API applies. */
export function ReferTermsPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const referral = useReferral(countryOfLocale(locale).code, user !== null);
  useDocumentTitle(t('club.refer.termsTitle'), site.settings?.site_name);

  let body;
  if (referral.isPending || (referral.isError && referral.isFetching)) {
    body = <Skeleton height={280} label={t('club.refer.loading')} />;
  } else if (referral.isError) {
    body = (
      <ErrorPanel
        message={t('club.refer.error')}
        onRetry={() => void referral.refetch()}
        retryLabel={t('club.retry')}
      />
    );
  } else {
    const d = referral.data;
    const give = formatMoney(d.friend_reward.amount, d.friend_reward.currency, locale);
    const get = formatMoney(d.referrer_credit.amount, d.referrer_credit.currency, locale);
    body = (
      <>
        <ol className={styles.terms}>
          <li>{t('club.refer.terms1', { amount: give, days: d.reward_valid_days })}</li>
          <li>{t('club.refer.terms2', { amount: get })}</li>
          <li>{t('club.refer.terms3')}</li>
          <li>{t('club.refer.terms4')}</li>
          <li>{t('club.refer.terms5', { count: d.monthly_cap })}</li>
          <li>{t('club.refer.terms6')}</li>
        </ol>
        <AppLink to="/refer-and-earn">{t('club.refer.back')}</AppLink>
      </>
    );
  }
  return <PageContainer title={t('club.refer.termsTitle')}>{body}</PageContainer>;
}
