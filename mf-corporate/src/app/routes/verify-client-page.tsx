import { useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { CorpClientLink, CorpClientVerified } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, Button, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useCorpClientLink } from '../../features/verify-client/api/get-corp-client-link';
import { useVerifyCorpClient } from '../../features/verify-client/api/verify-corp-client';
import { LinkFacts } from '../../features/verify-client/components/link-facts';
import { linkToken } from '../../features/verify-client/utils/link-token';
import { linkFailure, type LinkFailure } from '../../features/verify-client/utils/verify-error';
import styles from '../../features/verify-client/components/verify-client.module.scss';

type Facts = Pick<CorpClientLink, 'company_name' | 'client_name' | 'sent_to' | 'channel'>;

/**
 * /{locale}/external/verify-client/?token=… (spec §2 "email or phone verification"), for whoever
 * holds the link a company's booker had sent (a guest will do). It shows whom the link verifies
 * and a Confirm button (POST corp_client_verify); then the account with that address books for
 * the company, or the page offers sign-up on this (corporate) site with the address prefilled.
 * Invalid, expired and already used links each get their own page.
 */
export function VerifyClientPage() {
  const t = useT();
  const { settings } = useShellSite();
  const { search } = useLocation();
  const signedIn = useSignedInUser() !== null;
  const token = useMemo(() => linkToken(search), [search]);
  const link = useCorpClientLink(token);
  const verify = useVerifyCorpClient();
  const [result, setResult] = useState<CorpClientVerified | null>(null);
  const [refused, setRefused] = useState<LinkFailure | null>(null);
  const [failure, setFailure] = useState(false);

  const confirm = async () => {
    if (!token) return;
    setFailure(false);
    try {
      setResult(await verify.mutateAsync({ body: { token } }));
    } catch (error) {
      const kind = linkFailure(error);
      if (kind === 'other') setFailure(true);
      else setRefused(kind);
    }
  };

  const signUpAction = (
    <div className={styles.actions}>
      <AppLink
        className={styles.linkButton}
        to={`/signUp?${new URLSearchParams({ corp_client: token ?? '' }).toString()}`}
      >
        {t('corp.verify.signUp')}
      </AppLink>
    </div>
  );
  const homeAction = (
    <div className={styles.actions}>
      <AppLink className={styles.linkButton} to="/">
        {t('corp.verify.home')}
      </AppLink>
    </div>
  );
  // someone already signed in here has nothing to sign in to
  const signInAction = signedIn ? (
    homeAction
  ) : (
    <div className={styles.actions}>
      <AppLink className={styles.linkButton} to="/signIn">
        {t('corp.verify.signIn')}
      </AppLink>
    </div>
  );
  const view = (title: string, lead: string, facts: Facts | null, action: ReactNode) => ({
    title,
    body: (
      <div className={styles.panel}>
        {/* after Confirm the button is gone: the outcome is announced */}
        <p role={result || refused ? 'status' : undefined}>{lead}</p>
        {facts ? <LinkFacts company={facts.company_name} name={facts.client_name} sentTo={facts.sent_to} /> : null}
        {action}
      </div>
    ),
  });
  const deadEnd = (kind: Exclude<LinkFailure, 'other'>, facts: Facts | null) => {
    const company = facts?.company_name ?? '';
    if (kind === 'expired')
      return view(t('corp.verify.expiredTitle'), t('corp.verify.expiredBody', { company }), facts, homeAction);
    if (kind === 'used')
      return view(
        t('corp.verify.usedTitle'),
        t('corp.verify.usedBody', { company, name: facts?.client_name ?? '' }),
        facts,
        signInAction,
      );
    return view(t('corp.verify.invalidTitle'), t('corp.verify.invalidBody'), null, homeAction);
  };

  let page: { title: string; body: ReactNode };
  if (!token) {
    page = deadEnd('invalid', null);
  } else if (link.isPending) {
    page = {
      title: t('corp.verify.loading'),
      body: <Skeleton shape="text" lines={6} label={t('corp.verify.loading')} />,
    };
  } else if (link.isError) {
    const kind = linkFailure(link.error);
    page =
      kind === 'other'
        ? {
            title: t('corp.verify.errorTitle'),
            body: (
              <ErrorPanel
                message={t('corp.verify.error')}
                onRetry={() => void link.refetch()}
                retrying={link.isFetching}
                retryLabel={t('corp.verify.retry')}
              />
            ),
          }
        : deadEnd(kind, null);
  } else {
    const facts: Facts = link.data;
    const company = facts.company_name;
    const address = { to: facts.sent_to, company, name: facts.client_name };
    const outcome = result?.outcome ?? (link.data.state === 'sign_up' ? 'sign_up' : null);
    if (refused && refused !== 'other') {
      page = deadEnd(refused, facts);
    } else if (outcome === 'added') {
      page = view(t('corp.verify.addedTitle', { company }), t('corp.verify.addedBody', address), facts, signInAction);
    } else if (outcome === 'already_member') {
      page = view(t('corp.verify.alreadyTitle', { company }), t('corp.verify.addedBody', address), facts, signInAction);
    } else if (outcome === 'other_company') {
      page = view(t('corp.verify.otherTitle'), t('corp.verify.otherBody', address), facts, homeAction);
    } else if (outcome === 'sign_up') {
      page = view(t('corp.verify.signUpTitle'), t('corp.verify.signUpBody', address), facts, signUpAction);
    } else if (link.data.state === 'expired' || link.data.state === 'used') {
      page = deadEnd(link.data.state, facts);
    } else {
      page = view(
        t(facts.channel === 'email' ? 'corp.verify.readyTitleEmail' : 'corp.verify.readyTitlePhone'),
        t('corp.verify.readyBody', address),
        facts,
        <>
          {failure ? (
            <p role="alert" className={styles.alert}>
              {t('corp.verify.confirmError')}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button onClick={() => void confirm()} loading={verify.isPending}>
              {t('corp.verify.confirm')}
            </Button>
          </div>
        </>,
      );
    }
  }
  useDocumentTitle(page.title, settings?.site_name);
  return (
    <PageContainer narrow title={page.title}>
      {page.body}
    </PageContainer>
  );
}
