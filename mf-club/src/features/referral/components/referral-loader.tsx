import type { ReactNode } from 'react';
import { countryOfLocale, type Referral } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useShell, useSignedInUser } from '@rednest/shared/remote';
import { useReferral } from '../api/get-referral';

/**
 * The referral answer for the reader (a member's own, or the rules in the site's currency for a
 * guest), with the skeleton while it loads (and during a retry) and one error panel with Retry.
 */
export function ReferralLoader({ children }: { children: (data: Referral) => ReactNode }) {
  const t = useT();
  const { locale } = useShell();
  const user = useSignedInUser();
  const referral = useReferral(countryOfLocale(locale).code, user !== null);
  if (referral.isPending || (referral.isError && referral.isFetching))
    return <Skeleton height={280} label={t('club.refer.loading')} />;
  if (referral.isError)
    return (
      <ErrorPanel
        message={t('club.refer.error')}
        onRetry={() => void referral.refetch()}
        retryLabel={t('club.retry')}
      />
    );
  return <>{children(referral.data)}</>;
}
