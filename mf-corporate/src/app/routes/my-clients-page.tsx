import { useState } from 'react';
import type { CorpClient } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { useCorpClients } from '../../features/corporate-clients/api/get-corp-clients';
import { useSendCorpClientLink } from '../../features/corporate-clients/api/send-corp-client-link';
import { ClientCard } from '../../features/corporate-clients/components/client-card';
import { ClientsSkeleton } from '../../features/corporate-clients/components/clients-skeleton';
import { CompanyOnly } from '../../features/corporate-clients/components/company-only';
import { clientErrorText } from '../../features/corporate-clients/utils/client-error';
import styles from '../../features/corporate-clients/components/corporate-clients.module.scss';

/**
 * /{locale}/my-clients (spec §2): the clients of the signed-in booker's company with their status
 * (pending, expired → "Send again", verified and what became of the account), newest first. Not a
 * company's booker (a guest, or the API's 403): the "only for company accounts" page.
 */
export function MyClientsPage() {
  const t = useT();
  const { settings } = useShellSite();
  const user = useSignedInUser();
  const clients = useCorpClients(user !== null);
  const sendAgain = useSendCorpClientLink();
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  useDocumentTitle(t('corp.clients.title'), settings?.site_name);

  const resend = async (client: CorpClient) => {
    setNotice(null);
    setSendingId(client.id);
    try {
      const sent = await sendAgain.mutateAsync({ body: { client_id: client.id } });
      setNotice({ ok: true, text: t('corp.clients.sentAgain', { to: sent.sent_to }) });
    } catch (error) {
      setNotice({ ok: false, text: clientErrorText(error, t) });
    } finally {
      setSendingId(null);
    }
  };

  const addLink = (
    <AppLink className={styles.linkButton} to="/add-new-client">
      {t('corp.clients.add')}
    </AppLink>
  );
  let body;
  let intro: string | undefined;
  if (!user || (clients.isError && clients.error.status === 403)) {
    body = <CompanyOnly signedIn={user !== null} page="my-clients" />;
  } else if (clients.isPending) {
    body = <ClientsSkeleton label={t('corp.clients.loading')} />;
  } else if (clients.isError) {
    body = (
      <ErrorPanel
        message={t('corp.clients.error')}
        onRetry={() => void clients.refetch()}
        retrying={clients.isFetching}
        retryLabel={t('corp.clients.retry')}
      />
    );
  } else {
    const company = clients.data.pages[0]!.company;
    const all = clients.data.pages.flatMap((page) => page.clients);
    intro = t('corp.clients.intro', { company: company.name });
    body = (
      <div className={styles.content}>
        {all.length > 0 ? <div className={styles.toolbar}>{addLink}</div> : null}
        <div aria-live="polite">
          {notice ? (
            <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? styles.notice : styles.alert}>
              {notice.text}
            </p>
          ) : null}
        </div>
        {all.length === 0 ? (
          <EmptyState title={t('corp.clients.emptyTitle')} description={t('corp.clients.emptyBody')} action={addLink} />
        ) : (
          <ul className={styles.list} aria-label={t('corp.clients.list', { company: company.name })}>
            {all.map((client) => (
              <li key={client.id}>
                <ClientCard client={client} sending={sendingId === client.id} onSendAgain={(c) => void resend(c)} />
              </li>
            ))}
          </ul>
        )}
        {clients.hasNextPage ? (
          <div className={styles.more}>
            <Button
              variant="secondary"
              loading={clients.isFetchingNextPage}
              onClick={() => void clients.fetchNextPage()}
            >
              {t('corp.clients.more')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <PageContainer title={t('corp.clients.title')} intro={intro}>
      {body}
    </PageContainer>
  );
}
