import { useT } from '@rednest/shared/i18n';
import { EmptyState, ErrorPanel, PageContainer } from '@rednest/shared/ui';
import { useDocumentTitle, useShell, useShellSite } from '@rednest/shared/remote';
import { useFaqs } from '../../features/faq/api/get-faqs';
import { FaqBrowser } from '../../features/faq/components/faq-browser';
import { FaqSkeleton } from '../../features/faq/components/faq-skeleton';
import { ContactBlock } from '../../features/contact/components/contact-block';
import styles from './faq-page.module.scss';

/** /{locale}/faq: questions of the locale's language, searchable, grouped by category. */
export function FaqPage() {
  const t = useT();
  const { locale } = useShell();
  const { settings } = useShellSite();
  const faqs = useFaqs(locale);
  useDocumentTitle(t('content.faq.title'), settings?.site_name);

  let body;
  // a Retry shows the skeleton again, like the first load
  if (faqs.isPending || (faqs.isError && faqs.isFetching)) body = <FaqSkeleton />;
  else if (faqs.isError)
    body = (
      <ErrorPanel
        message={t('content.faq.error')}
        onRetry={() => void faqs.refetch()}
        retryLabel={t('content.faq.retry')}
      />
    );
  else if (faqs.data.faqs.length === 0)
    body = <EmptyState title={t('content.faq.empty')} description={t('content.faq.emptyBody')} />;
  else body = <FaqBrowser faqs={faqs.data.faqs} />;

  return (
    <PageContainer title={t('content.faq.title')} intro={t('content.faq.intro')}>
      <div className={styles.layout}>
        <div className={styles.main}>{body}</div>
        <div className={styles.side}>
          <ContactBlock />
        </div>
      </div>
    </PageContainer>
  );
}
