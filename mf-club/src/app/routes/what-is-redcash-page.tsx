import type { CurrencyCode } from '@rednest/shared/contracts';
import { languageOfLocale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useSession, useSite } from '@rednest/shared/session';
import { ErrorPanel } from '@rednest/shared/ui';
import { useShell } from '@rednest/shared/remote';
import { useDocumentTitle } from '@rednest/shared/remote';
import { useLoyaltyPrograms } from '../../features/redcash/api/get-loyalty-programs';
import { useRedcashContent } from '../../features/redcash/api/get-redcash-content';
import { HowItWorks } from '../../features/redcash/components/how-it-works';
import { RedcashRules } from '../../features/redcash/components/redcash-rules';
import { ClubPlans } from '../../features/redcash/components/club-plans';
import { TierLadder } from '../../features/redcash/components/tier-ladder';
import { redcashSections } from '../../features/redcash/utils/redcash-sections';
import { RedcashSkeleton } from '../../features/redcash/components/redcash-skeleton';
import { WalletSummary } from '../../features/wallet/components/wallet-summary';
import '../../features/redcash/labels';
import styles from './page.module.scss';

/**
 * /{locale}/what-is-redcash: how redcash works (loyalty_programs + the what_is_redcash content
 * section), its rules, the club plans and the tiers; a signed-in user also sees their balance.
 */
export function WhatIsRedcashPage() {
  const t = useT();
  const shell = useShell();
  const { locale } = shell;
  const site = useSite(shell.site);
  const { user, isLoggedIn } = useSession(shell.session);
  const programs = useLoyaltyPrograms(locale);
  const content = useRedcashContent(locale);
  useDocumentTitle(t('club.redcash.title'), site.settings?.site_name);

  const retry = () => {
    if (programs.error) programs.reload();
    if (content.error) content.reload();
  };

  let body;
  if (programs.loading || content.loading) {
    body = <RedcashSkeleton />;
  } else if (programs.error || content.error || !programs.data || !content.data) {
    body = <ErrorPanel message={t('club.error')} onRetry={retry} retryLabel={t('club.retry')} />;
  } else {
    const data = programs.data;
    const { intro, steps, blocks } = redcashSections(data.redcash.how_it_works, content.data.blocks);
    body = (
      <>
        {intro && (
          <div className={styles.leadRow}>
            <p className={styles.lead}>{intro.body}</p>
            {intro.image_url && <img className={styles.leadImage} src={intro.image_url} alt="" />}
          </div>
        )}
        <WalletSummary currency={(data.currency || site.currency) as CurrencyCode} locale={locale} />
        <HowItWorks steps={steps} blocks={blocks} />
        <RedcashRules redcash={data.redcash} language={languageOfLocale(locale)} />
        <ClubPlans plans={data.club_plans} locale={locale} />
        <TierLadder tiers={data.tiers} currentTier={isLoggedIn && user ? user.loyalty_tier : null} />
      </>
    );
  }

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('club.redcash.title')}</h1>
        <p className={styles.intro}>{t('club.redcash.intro')}</p>
      </header>
      <div className={styles.content}>{body}</div>
    </main>
  );
}
