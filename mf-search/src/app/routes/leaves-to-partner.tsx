import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '@rednest/shared/i18n';
import { useShellSite } from '@rednest/shared/remote';
import { pendingReferral, takeReferral } from '@rednest/shared/session';
import { PageContainer } from '@rednest/shared/ui';

interface Props {
  children: ReactNode;
  /** how the page is left (tests hand in a spy; jsdom cannot navigate) */
  leave?: (url: string) => void;
}

/**
 * Spec §2: home, listing and hotel pages send a guest who came through a partner back to the
 * partner's stored URL (origins the site settings allow only; see shared partner-referral). The
 * URL is taken once, so Back from the partner shows our page.
 */
export function LeavesToPartner({ children, leave = (url) => window.location.replace(url) }: Props) {
  const t = useT();
  const { settings } = useShellSite();
  const [pending] = useState(() => pendingReferral(settings) !== null);
  useEffect(() => {
    if (!pending) return;
    const url = takeReferral(settings);
    if (url) leave(url);
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (pending) {
    return (
      <PageContainer narrow title={<span role="status">{t('search.referral.leaving')}</span>}>
        {null}
      </PageContainer>
    );
  }
  return <>{children}</>;
}
