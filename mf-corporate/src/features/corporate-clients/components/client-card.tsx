import { useId } from 'react';
import type { CorpClient } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { formatWhen } from '../utils/dates';
import styles from './corporate-clients.module.scss';

export interface ClientCardProps {
  client: CorpClient;
  onSendAgain(client: CorpClient): void;
  /** this client's link is being sent */
  sending: boolean;
}

/** status → the badge's colour class */
const BADGE: Record<CorpClient['status'], string | undefined> = {
  pending: styles.badgePending,
  expired: styles.badgeExpired,
  verified: styles.badgeVerified,
};

/**
 * One client: name, address, status (pending, expired, verified with what became of the account)
 * and the dates that matter; "Send again" once a link ran out, or while a verified client still has
 * no account (the link signs them up).
 */
export function ClientCard({ client, onSendAgain, sending }: ClientCardProps) {
  const t = useT();
  const { locale } = useShell();
  const { country } = useShellSite();
  const id = useId();
  const when = (iso: string, time = false) => formatWhen(iso, locale, country.timezone, time);
  const offerAgain = client.can_send_again && (client.status === 'expired' || client.account === 'no_account');
  return (
    <article className={styles.client} aria-labelledby={`${id}-name`}>
      <div className={styles.clientHead}>
        <h2 id={`${id}-name`} className={styles.clientName}>
          {client.name}
        </h2>
        <span className={`${styles.badge} ${BADGE[client.status] ?? ''}`}>
          {t(`corp.clients.status.${client.status}`)}
        </span>
      </div>
      <p className={styles.address}>{client.email ?? client.phone}</p>
      {client.account ? <p className={styles.account}>{t(`corp.clients.account.${client.account}`)}</p> : null}
      <ul className={styles.facts}>
        <li>
          {client.added_by
            ? t('corp.clients.addedBy', { name: client.added_by, date: when(client.created_at) })
            : t('corp.clients.addedOn', { date: when(client.created_at) })}
        </li>
        {client.verified_at ? <li>{t('corp.clients.verifiedOn', { date: when(client.verified_at) })}</li> : null}
        {client.status === 'pending' && client.link_expires_at ? (
          <li>{t('corp.clients.linkUntil', { date: when(client.link_expires_at, true) })}</li>
        ) : null}
      </ul>
      {offerAgain ? (
        <Button
          variant="secondary"
          size="sm"
          loading={sending}
          onClick={() => onSendAgain(client)}
          aria-label={t('corp.clients.sendAgainTo', { name: client.name })}
        >
          {t('corp.clients.sendAgain')}
        </Button>
      ) : null}
    </article>
  );
}
