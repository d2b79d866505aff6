import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, Button, EmptyState, ErrorPanel, PageContainer, Skeleton, navigate } from '@rednest/shared/ui';
import { ButtonLink, buttonLinkClass } from '@rednest/shared/ui/button-link';
import { linkExpiry, useInvoice } from '../../features/invoice/api/get-invoice';
import { InvoiceView } from '../../features/invoice/components/invoice-view';
import styles from './page.module.scss';

/** a membership's id (digits) where a booking's salt would be: bookings/invoice/{memberId}, the membership variant */
const MEMBER_ID = /^[1-9][0-9]{0,9}$/;

/**
 * bookings/invoice/{bookingSalt} (spec §2): the booking's invoice for its owner, with the same
 * invoice as a PDF (a link the API signs for a few minutes) and printing. Its membership variant,
 * bookings/invoice/{memberId} (a salt is never digits alone), is the club's membership invoice:
 * the address is replaced by rc-profile-invoice/{memberId}, which mf-club draws.
 */
export function InvoicePage() {
  const t = useT();
  const { locale } = useShell();
  const { salt = '' } = useParams();
  const membership = MEMBER_ID.test(salt);
  const invoice = useInvoice(salt && !membership ? salt : null);
  useEffect(() => {
    if (membership) navigate(`/${locale}/rc-profile-invoice/${salt}`, { replace: true });
  }, [membership, locale, salt]);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.invoice.title') }));

  let body;
  if (invoice.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.invoice.loading')}>
        <Skeleton height={420} />
      </div>
    );
  } else if (invoice.isError) {
    body =
      invoice.error.status === 404 || invoice.error.status === 400 ? (
        <EmptyState
          title={t('booking.payment.noBooking')}
          action={<AppLink to="/my-bookings">{t('booking.detail.toMyBookings')}</AppLink>}
        />
      ) : (
        <ErrorPanel
          title={t('booking.invoice.error')}
          message={invoice.error.message}
          onRetry={() => void invoice.refetch()}
          retryLabel={t('booking.retry')}
        />
      );
  } else {
    const inv = invoice.data;
    // the PDF link works for a few minutes: an old one is asked for again before opening
    const openPdf = async (e: React.MouseEvent<HTMLAnchorElement>) => {
      if (linkExpiry(inv.pdf_url) * 1000 > Date.now() + 5_000) return;
      e.preventDefault();
      const fresh = await invoice.refetch();
      if (fresh.data) window.location.assign(fresh.data.pdf_url);
    };
    body = (
      <>
        <InvoiceView invoice={inv} locale={locale} factsClassName={styles.facts} />
        <div className={styles.actions}>
          <a
            className={buttonLinkClass('primary')}
            href={inv.pdf_url}
            onClick={(e) => void openPdf(e)}
            download={`${inv.invoice_number}.pdf`}
          >
            {t('booking.invoice.pdf')}
          </a>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('booking.invoice.print')}
          </Button>
          <ButtonLink variant="ghost" to={`/bookings/${inv.booking_salt}`}>
            {t('booking.invoice.toBooking')}
          </ButtonLink>
        </div>
      </>
    );
  }
  return <PageContainer title={t('booking.invoice.title')}>{body}</PageContainer>;
}
