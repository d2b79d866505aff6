import { languageOfLocale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { useLoyaltyPrograms } from '../../features/redcash/api/get-loyalty-programs';
import { useRedcashContent } from '../../features/redcash/api/get-redcash-content';
import { ClubPlans } from '../../features/redcash/components/club-plans';
import { HowItWorks } from '../../features/redcash/components/how-it-works';
import { RedcashLead } from '../../features/redcash/components/redcash-lead';
import { RedcashRules } from '../../features/redcash/components/redcash-rules';
import { RedcashSkeleton } from '../../features/redcash/components/redcash-skeleton';
import { TierLadder } from '../../features/redcash/components/tier-ladder';
import { tierKey } from '../../features/redcash/utils/loyalty-order';
import { redcashSections } from '../../features/redcash/utils/redcash-sections';
import { WalletSummary } from '../../features/wallet/components/wallet-summary';
import { WalletHistory } from '../../features/wallet/components/wallet-history';
import { useRedcashBalance } from '../../features/wallet/api/get-redcash-balance';

/**
 * /{locale}/what-is-redcash: how redcash works (loyalty_programs + the what_is_redcash content
 * section), its rules, the club plans and the tiers; a signed-in member also sees their wallet as the
 * ledger holds it now (redcash_balance) and its history (redcash_history).
 */
export function WhatIsRedcashPage() {
  const t = useT();
  const { locale } = useShell();
  const site = useShellSite();
  const user = useSignedInUser();
  const programs = useLoyaltyPrograms(locale);
  const content = useRedcashContent(locale);
  // the live wallet: the stored user info is as old as the sign-in
  const wallet = useRedcashBalance(user !== null);
  useDocumentTitle(t('club.redcash.title'), site.settings?.site_name);
  const member = user ? { balance: user.redcash_balance, tier: tierKey(user.loyalty_tier) } : null;

  const queries = [programs, content];
  let body;
  // a Retry shows the skeleton again, like the first load
  if (queries.some((q) => q.isPending || (q.isError && q.isFetching))) {
    body = <RedcashSkeleton />;
  } else if (programs.isSuccess && content.isSuccess) {
    const data = programs.data;
    const { intro, steps, blocks } = redcashSections(data.redcash.how_it_works, content.data.blocks);
    body = (
      <>
        {intro && <RedcashLead intro={intro} />}
        <WalletSummary member={member} wallet={wallet.data} currency={data.currency || site.currency} locale={locale} />
        {member ? <WalletHistory locale={locale} /> : null}
        <HowItWorks steps={steps} blocks={blocks} />
        <RedcashRules redcash={data.redcash} language={languageOfLocale(locale)} />
        <ClubPlans plans={data.club_plans} locale={locale} />
        <TierLadder tiers={data.tiers} currentTier={member?.tier ?? null} />
      </>
    );
  } else {
    // Retry re-runs only the call that failed
    const retry = () => queries.filter((q) => q.isError).forEach((q) => void q.refetch());
    body = <ErrorPanel message={t('club.error')} onRetry={retry} retryLabel={t('club.retry')} />;
  }

  return (
    <PageContainer title={t('club.redcash.title')} intro={t('club.redcash.intro')}>
      {body}
    </PageContainer>
  );
}
