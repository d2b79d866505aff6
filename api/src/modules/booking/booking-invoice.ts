/** A booking's invoice for its owner, and its PDF through a link signed for a few minutes. */
import type { Invoice, InvoicePdfQuery } from '@rednest/shared/contracts';
import { ENDPOINTS, routePath } from '@rednest/shared/contracts/endpoints';
import { notFound } from '../../errors.ts';
import type { BookingServiceDeps, Caller } from './booking-deps.ts';
import { invoiceOf, type BookingView } from './booking-view.ts';
import { invoicePdf, pdfLinkValid, signPdfLink } from './invoice.ts';
import { answerLanguage, inLanguage } from '../../i18n/language.ts';

export function createInvoiceLinks(
  deps: Pick<BookingServiceDeps, 'repo' | 'now' | 'linkSecret' | 'apiBasePath'>,
  owned: BookingView['owned'],
) {
  return {
    /** A booking's invoice for its owner, with a PDF link signed for a few minutes. */
    async invoice(salt: string, caller: Caller): Promise<Invoice> {
      if (!deps.linkSecret) throw new Error('invoice needs linkSecret');
      const row = await owned(salt, caller);
      const link = signPdfLink(deps.linkSecret, row.booking_salt, deps.now());
      const query = new URLSearchParams({
        booking_salt: row.booking_salt,
        expires: String(link.expires),
        signature: link.signature,
        // the PDF opens outside the page (a new tab, the browser's own Accept-Language): it keeps the page's language
        language: answerLanguage(),
      });
      return {
        ...(await invoiceOf(deps.repo, row)),
        pdf_url: `${deps.apiBasePath ?? ''}${routePath(ENDPOINTS.bookingInvoicePdf)}?${query}`,
      };
    },

    /** The invoice PDF through a signed link; a wrong or expired link is 404, like a booking that is not there. */
    async invoicePdf(link: InvoicePdfQuery): Promise<{ bytes: Uint8Array; filename: string }> {
      if (!deps.linkSecret) throw new Error('invoicePdf needs linkSecret');
      const gone = () =>
        notFound(
          'INVOICE_LINK_INVALID',
          'This invoice link has expired or is not valid. Open the invoice again from your booking.',
        );
      if (!pdfLinkValid(deps.linkSecret, link, deps.now())) throw gone();
      return inLanguage(link.language ?? 'en', async () => {
        const row = await deps.repo.findBySalt(link.booking_salt);
        if (!row) throw gone();
        const invoice = await invoiceOf(deps.repo, row);
        return { bytes: await invoicePdf(invoice), filename: `${invoice.invoice_number}.pdf` };
      });
    },
  };
}
