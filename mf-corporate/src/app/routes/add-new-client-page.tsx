import { useState } from 'react';
import type { CorpClientLinkSent } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShellSite, useSignedInUser } from '@rednest/shared/remote';
import { AppLink, Button, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { useCorpClients } from '../../features/corporate-clients/api/get-corp-clients';
import { AddClientForm } from '../../features/corporate-clients/components/add-client-form';
import { CompanyOnly } from '../../features/corporate-clients/components/company-only';
import styles from '../../features/corporate-clients/components/corporate-clients.module.scss';

/**
 * /{locale}/add-new-client/ (spec §2): a company's booker adds a colleague by name and email or
 * phone; the API sends the verification link. The company comes from the client list's answer, so
 * a person who does not book for a company (a guest, or the API's 403) gets the "only for company
 * accounts" page instead of a form that cannot work.
 */
export function AddNewClientPage() {
  const t = useT();
  const { settings } = useShellSite();
  const user = useSignedInUser();
  const clients = useCorpClients(user !== null);
  const [sent, setSent] = useState<CorpClientLinkSent | null>(null);
  // a new form (empty fields) after "Add another client"
  const [round, setRound] = useState(0);
  useDocumentTitle(t('corp.add.title'), settings?.site_name);

  let body;
  let intro: string | undefined;
  if (!user || (clients.isError && clients.error.status === 403)) {
    body = <CompanyOnly signedIn={user !== null} page="add-new-client" />;
  } else if (clients.isPending) {
    body = <Skeleton shape="text" lines={6} label={t('corp.add.loading')} />;
  } else if (clients.isError) {
    body = (
      <ErrorPanel
        message={t('corp.clients.error')}
        onRetry={() => void clients.refetch()}
        retrying={clients.isFetching}
        retryLabel={t('corp.clients.retry')}
      />
    );
  } else if (sent) {
    body = (
      <section className={styles.sent} aria-labelledby="corp-add-sent">
        <h2 id="corp-add-sent">{t('corp.add.sentTitle')}</h2>
        <p role="status">{t('corp.add.sentBody', { to: sent.sent_to, name: sent.client.name })}</p>
        <div className={styles.actions}>
          <AppLink className={styles.linkButton} to="/my-clients">
            {t('corp.add.toList')}
          </AppLink>
          <Button
            variant="secondary"
            onClick={() => {
              setSent(null);
              setRound((n) => n + 1);
            }}
          >
            {t('corp.add.another')}
          </Button>
        </div>
      </section>
    );
  } else {
    intro = t('corp.add.intro', { company: clients.data.pages[0]!.company.name });
    body = (
      <>
        <AddClientForm key={round} onAdded={setSent} />
        <p>
          <AppLink to="/my-clients">{t('corp.add.back')}</AppLink>
        </p>
      </>
    );
  }
  return (
    <PageContainer narrow title={t('corp.add.title')} intro={intro}>
      {body}
    </PageContainer>
  );
}
