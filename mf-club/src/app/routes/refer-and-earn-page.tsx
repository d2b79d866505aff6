import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink, PageContainer, Section } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { ReferralLoader } from '../../features/referral/components/referral-loader';
import { ReferralShare } from '../../features/referral/components/referral-share';
import { ReferralSteps } from '../../features/referral/components/referral-steps';
import styles from '../../features/referral/components/referral.module.scss';

/**
 * /{locale}/refer-and-earn: give friends a welcome reward, get redcash after their first stay. A
 * member sees their code and link (Copy, Share) and how their friends are doing; a guest reads how
 * it works and is asked to sign in. The terms are a page of their own.
 */
export function ReferAndEarnPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  useDocumentTitle(t('club.refer.title'), site.settings?.site_name);
  return (
    <PageContainer title={t('club.refer.title')} intro={t('club.refer.intro')}>
      <ReferralLoader>
        {(data) => {
          const give = formatMoney(data.friend_reward.amount, data.friend_reward.currency, locale);
          const get = formatMoney(data.referrer_credit.amount, data.referrer_credit.currency, locale);
          return (
            <>
              <p className={styles.lead}>{t('club.refer.lead', { give, get })}</p>
              {data.code ? (
                <ReferralShare data={{ ...data, code: data.code }} locale={locale} />
              ) : (
                <section className={styles.card} aria-label={t('club.refer.signInTitle')}>
                  <p className={styles.term}>{t('club.refer.signInTitle')}</p>
                  <p className={styles.muted}>{t('club.refer.signInBody')}</p>
                  <AppLink to={`/signIn?returnTo=/${locale}/refer-and-earn`}>{t('club.wallet.signIn')}</AppLink>
                </section>
              )}
              <Section title={t('club.refer.how')}>
                <ReferralSteps data={data} locale={locale} />
              </Section>
              <AppLink to="/refer-and-earn/terms">{t('club.refer.termsLink')}</AppLink>
            </>
          );
        }}
      </ReferralLoader>
    </PageContainer>
  );
}
