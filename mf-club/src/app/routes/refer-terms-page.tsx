import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { ReferralLoader } from '../../features/referral/components/referral-loader';
import styles from '../../features/referral/components/referral.module.scss';

/** /{locale}/refer-and-earn/terms: the programme's terms, with the amounts and limits the API applies. */
export function ReferTermsPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  useDocumentTitle(t('club.refer.termsTitle'), site.settings?.site_name);
  return (
    <PageContainer title={t('club.refer.termsTitle')}>
      <ReferralLoader>
        {(d) => {
          const give = formatMoney(d.friend_reward.amount, d.friend_reward.currency, locale);
          const get = formatMoney(d.referrer_credit.amount, d.referrer_credit.currency, locale);
          return (
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
        }}
      </ReferralLoader>
    </PageContainer>
  );
}
