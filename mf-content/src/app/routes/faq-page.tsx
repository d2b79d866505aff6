import { useT } from '@rednest/shared/i18n';
import { useSite } from '@rednest/shared/session';
import { EmptyState, ErrorPanel } from '@rednest/shared/ui';
import { useShell } from '@rednest/shared/remote';
import { useDocumentTitle } from '@rednest/shared/remote';
import { useFaqs } from '../../features/faq/api/get-faqs';
import { FaqBrowser } from '../../features/faq/components/faq-browser';
import { FaqSkeleton } from '../../features/faq/components/faq-skeleton';
import { ContactBlock } from '../../features/contact/components/contact-block';
import '../../features/faq/labels';
import styles from './page.module.scss';

/** /{locale}/faq: questions of the locale's language, searchable, grouped by category. */
export function FaqPage() {
  const t = useT();
  const shell = useShell();
  const { locale } = shell;
  const { settings } = useSite(shell.site);
  const faqs = useFaqs(locale);
  useDocumentTitle(t('content.faq.title'), settings?.site_name);

  let body;
  if (faqs.loading) body = <FaqSkeleton />;
  else if (faqs.error || !faqs.data)
    body = <ErrorPanel message={t('content.faq.error')} onRetry={faqs.reload} retryLabel={t('content.faq.retry')} />;
  else if (faqs.data.faqs.length === 0)
    body = <EmptyState title={t('content.faq.empty')} description={t('content.faq.emptyBody')} />;
  else body = <FaqBrowser faqs={faqs.data.faqs} />;

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('content.faq.title')}</h1>
        <p className={styles.intro}>{t('content.faq.intro')}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>{body}</div>
        <div className={styles.side}>
          <ContactBlock />
        </div>
      </div>
    </main>
  );
}
