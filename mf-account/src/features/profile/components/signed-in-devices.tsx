import { useState } from 'react';
import { isApiCallError } from '@rednest/shared/api-client';
import { intlTag, type Locale, type UserSession } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button, EmptyState, ErrorPanel, Skeleton } from '@rednest/shared/ui';
import { useRevokeSession, useUserSessions } from '../api/sessions';
import styles from './settings.module.scss';

const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** "Chrome on Android" from what the API read in the sign-in's User-Agent; words when it could not tell. */
function deviceName(s: UserSession, t: ReturnType<typeof useT>): string {
  if (s.browser && s.os) return t('account.devices.browserOn', { browser: s.browser, os: s.os });
  return s.browser ?? s.os ?? t('account.devices.unknown');
}

/**
 * The devices signed in to the account (user_sessions), each with "Sign out"
 * (revokeUserSession); this device is marked and signing it out ends this session here too.
 */
export function SignedInDevices({
  errorKey,
  onLeaving,
  onSignedOutHere,
}: {
  errorKey: (error: unknown) => string;
  onLeaving: () => void;
  onSignedOutHere: () => void;
}) {
  const t = useT();
  const { session, locale } = useShell();
  const list = useUserSessions(true);
  const revoke = useRevokeSession();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const signOut = async (s: UserSession) => {
    setPendingId(s.id);
    setFailed(null);
    try {
      const answer = await revoke.mutateAsync({ query: { session_id: s.id } });
      if (answer.current) {
        onLeaving();
        session.signOut();
        onSignedOutHere();
        return;
      }
      await list.refetch();
    } catch (error) {
      // already signed out elsewhere: the list is simply out of date
      if (isApiCallError(error) && error.code === 'SESSION_NOT_FOUND') await list.refetch();
      else setFailed(t(errorKey(error)));
    } finally {
      setPendingId(null);
    }
  };

  if (list.isError && !list.isFetching && !list.data) {
    return (
      <ErrorPanel
        title={t('account.devices.loadError')}
        message={t(errorKey(list.error))}
        retryLabel={t('account.profile.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (!list.data) return <Skeleton shape="text" lines={3} label={t('account.devices.loading')} />;
  if (!list.data.sessions.length) return <EmptyState headingLevel={3} title={t('account.devices.empty')} />;
  return (
    <>
      <ul className={styles.devices}>
        {list.data.sessions.map((s) => {
          const name = deviceName(s, t);
          return (
            <li key={s.id} className={styles.device} data-current={s.current || undefined}>
              <div>
                <p className={styles.deviceName}>
                  {name}
                  {s.device_type !== 'unknown' ? ` · ${t(`account.devices.type.${s.device_type}`)}` : ''}
                  {s.current ? <span className={styles.current}>{t('account.devices.thisDevice')}</span> : null}
                </p>
                <p className={styles.deviceMeta}>
                  {t('account.devices.lastUsed', { when: when(s.last_used_at, locale) })} ·{' '}
                  {t('account.devices.signedIn', { when: when(s.signed_in_at, locale) })}
                </p>
              </div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                loading={pendingId === s.id}
                disabled={pendingId !== null && pendingId !== s.id}
                aria-label={t(s.current ? 'account.devices.signOutThisLabel' : 'account.devices.signOutLabel', {
                  device: name,
                })}
                onClick={() => void signOut(s)}
              >
                {t('account.signOut')}
              </Button>
            </li>
          );
        })}
      </ul>
      {failed ? (
        <p className={styles.message} role="alert">
          {failed}
        </p>
      ) : null}
    </>
  );
}
