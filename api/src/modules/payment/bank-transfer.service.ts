/**
 * Bank transfer: a virtual account at the provider for a pending booking's total
 * (the server's), open BANK_TRANSFER_MINUTES; the booking's hold is kept as long. The money
 * arrives as the provider's signed payment event (the webhook confirms, as for cards); an account
 * that closes unpaid ends with the hold (the sweeper releases the rooms). The guest may upload a
 * proof of the transfer (JPEG, PNG or PDF by its first bytes, up to 2 MB) that only they read back.
 */
import crypto from 'node:crypto';
import type {
  PaymentInstruction,
  TransferProof,
  TransferProofBody,
  TransferProofFileQuery,
} from '@rednest/shared/contracts/dto';
import { ENDPOINTS, routePath } from '@rednest/shared/contracts/endpoints';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { BookingRepository, BookingRow } from '../booking/booking.repository.ts';
import { ProviderUnavailable, type TransferProvider } from '../payment-provider/gateway-client.ts';
import { BANK_TRANSFER_MINUTES, bankTransferVerdict } from './payment-options.ts';
import type { PaymentRepository } from './payment.repository.ts';
import { proofLinkValid, signProofLink } from './proof-link.ts';

interface Caller {
  userId: number | null;
}

/** a succeeded payment's reason to go back whole (payments.failure_reason), as the transfer's status says it; null when it was kept */
const givenBackStatus = (reason: string | null): 'already_paid' | 'paid_after_release' | null =>
  reason === 'already_paid' || reason === 'paid_after_release' ? reason : null;
const PROOF_MAX_BYTES = 2 * 1024 * 1024;

/** the file's type from its first bytes; the name and the client's word are not trusted */
export function sniffProof(bytes: Buffer): 'image/jpeg' | 'image/png' | 'application/pdf' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export function createBankTransferService(deps: {
  bookings: Pick<BookingRepository, 'findBySalt'>;
  payments: Pick<
    PaymentRepository,
    | 'latestTransfer'
    | 'insertTransfer'
    | 'attachTransfer'
    | 'failTransfer'
    | 'extendHold'
    | 'insertProof'
    | 'latestProof'
    | 'proofFile'
  >;
  provider: TransferProvider & { name: string };
  webhookUrl: string;
  now: () => Date;
  /** signs the proof's download link */
  linkSecret: string;
  /** the API's base path, for the download link */
  apiBasePath: string;
}) {
  async function owned(salt: string, caller: Caller): Promise<BookingRow> {
    const row = await deps.bookings.findBySalt(salt);
    if (!row || (row.user_id !== null && row.user_id !== caller.userId))
      throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
    return row;
  }
  const holdRunning = (row: BookingRow) =>
    row.status === 'pending' && (!row.hold_expires_at || Date.parse(row.hold_expires_at) > deps.now().getTime());

  async function instructionOf(row: BookingRow): Promise<PaymentInstruction> {
    const t = await deps.payments.latestTransfer(row.id);
    if (!t || !t.providerRef || t.status === 'failed')
      throw notFound('NO_BANK_TRANSFER', 'This booking is not being paid by bank transfer.');
    const open =
      t.status === 'awaiting_transfer' && holdRunning(row) && (t.expiresAt?.getTime() ?? 0) > deps.now().getTime();
    const proof = await deps.payments.latestProof(t.id, false);
    return {
      booking_salt: row.booking_salt,
      // money that came after another payment had paid the booking, or after the booking had ended, is not
      // what paid it: it goes back whole, and the transfer reads as given back, never as paid
      status:
        t.status === 'succeeded'
          ? (givenBackStatus(t.failureReason) ?? 'paid')
          : open
            ? 'awaiting_transfer'
            : 'expired',
      bank: t.details.bank ?? '',
      va_number: t.details.va_number ?? '',
      amount: t.amountMinor,
      currency: t.currency,
      expires_at: (t.expiresAt ?? deps.now()).toISOString(),
      simulate_url: t.details.simulate_url ?? null,
      proof: proof
        ? {
            filename: proof.filename,
            content_type: proof.contentType,
            size: proof.sizeBytes,
            uploaded_at: proof.uploadedAt.toISOString(),
          }
        : null,
    };
  }

  return {
    /** bank_transfer_payment: the booking's open virtual account, or a new one */
    async start(salt: string, caller: Caller): Promise<PaymentInstruction> {
      const row = await owned(salt, caller);
      const current = await deps.payments.latestTransfer(row.id);
      if (current?.status === 'succeeded') return instructionOf(row);
      if (!holdRunning(row))
        throw conflict(
          'BOOKING_NOT_PENDING',
          row.status === 'confirmed'
            ? 'This booking is already paid.'
            : 'This booking has ended: its rooms were released. Please book again.',
        );
      if (
        current?.status === 'awaiting_transfer' &&
        current.providerRef &&
        (current.expiresAt?.getTime() ?? 0) > deps.now().getTime()
      )
        return instructionOf(row);
      const reason = bankTransferVerdict({
        currency: row.currency,
        checkIn: row.check_in,
        checkInTime: row.check_in_time,
        timezone: row.timezone,
        now: deps.now(),
      });
      if (reason)
        throw new AppError(
          'BANK_TRANSFER_NOT_AVAILABLE',
          reason === 'BANK_TRANSFER_NOT_FOR_CURRENCY'
            ? 'Bank transfer takes payments in Indonesian rupiah only. Please pay by card.'
            : 'Check-in is too close for a bank transfer to arrive. Please pay by card.',
          409,
          [{ field: 'reason', message: reason }],
        );
      const expiresAt = new Date(deps.now().getTime() + BANK_TRANSFER_MINUTES * 60_000);
      const paymentId = await deps.payments.insertTransfer({
        bookingId: row.id,
        provider: deps.provider.name,
        amountMinor: row.total_minor,
        currency: row.currency,
        expiresAt,
      });
      // another request opened one first (or one that is not open any more is in the way): answer what is there
      if (paymentId === null) return instructionOf(row);
      let va;
      try {
        va = await deps.provider.createVirtualAccount({
          amount: row.total_minor,
          currency: row.currency,
          reference: String(paymentId),
          expiresAt,
          webhookUrl: deps.webhookUrl,
        });
      } catch (error) {
        await deps.payments.failTransfer(paymentId, deps.now());
        if (error instanceof ProviderUnavailable)
          throw new AppError(
            'PAYMENT_PROVIDER_UNAVAILABLE',
            'Bank transfer is not available right now. Please try again in a moment or choose another way to pay.',
            503,
          );
        throw error;
      }
      await deps.payments.attachTransfer(paymentId, va.id, {
        va_number: va.vaNumber,
        bank: va.bank,
        ...(va.simulateUrl ? { simulate_url: va.simulateUrl } : {}),
      });
      await deps.payments.extendHold(row.id, expiresAt);
      return instructionOf((await deps.bookings.findBySalt(salt))!);
    },

    async instruction(salt: string, caller: Caller): Promise<PaymentInstruction> {
      return instructionOf(await owned(salt, caller));
    },

    async uploadProof(body: TransferProofBody, caller: Caller): Promise<TransferProof> {
      const row = await owned(body.booking_salt, caller);
      const t = await deps.payments.latestTransfer(row.id);
      if (!t || !t.providerRef || t.status === 'failed')
        throw notFound('NO_BANK_TRANSFER', 'This booking is not being paid by bank transfer.');
      // an ended booking awaits no transfer: its account is closed, and money that still arrives goes back whole
      if (row.status === 'cancelled' || (row.status === 'pending' && !holdRunning(row))) {
        throw conflict(
          'BOOKING_NOT_PENDING',
          'This booking has ended, so no transfer is awaited for it any more. A transfer that still arrives is refunded in full.',
        );
      }
      const bytes = Buffer.from(body.content_base64, 'base64');
      if (bytes.length === 0 || bytes.length > PROOF_MAX_BYTES)
        throw badRequest('PROOF_TOO_LARGE', 'The file must be at most 2 MB.', [
          { field: 'content_base64', message: 'at most 2 MB' },
        ]);
      const type = sniffProof(bytes);
      if (!type)
        throw badRequest('PROOF_TYPE_NOT_ALLOWED', 'Upload a photo (JPEG or PNG) or a PDF of the transfer.', [
          { field: 'content_base64', message: 'must be a JPEG, PNG or PDF file' },
        ]);
      const uploadedAt = deps.now();
      const filename = [...body.filename]
        .map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
        .join('')
        .slice(0, 120);
      await deps.payments.insertProof({
        paymentId: t.id,
        filename,
        contentType: type,
        sizeBytes: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        content: bytes,
        uploadedAt,
      });
      return { filename, content_type: type, size: bytes.length, uploaded_at: uploadedAt.toISOString() };
    },

    /** the latest proof's name and size, and a link to the file signed for a few minutes */
    async proof(salt: string, caller: Caller): Promise<TransferProof> {
      const row = await owned(salt, caller);
      const t = await deps.payments.latestTransfer(row.id);
      const proof = t ? await deps.payments.latestProof(t.id, false) : null;
      if (!proof) throw notFound('PROOF_NOT_FOUND', 'No transfer proof was uploaded for this booking.');
      const link = signProofLink(deps.linkSecret, proof.id, deps.now());
      const query = new URLSearchParams({
        proof_id: String(link.proof_id),
        expires: String(link.expires),
        signature: link.signature,
      });
      return {
        filename: proof.filename,
        content_type: proof.contentType,
        size: proof.sizeBytes,
        uploaded_at: proof.uploadedAt.toISOString(),
        download_url: `${deps.apiBasePath}${routePath(ENDPOINTS.transferProofFile)}?${query}`,
      };
    },

    /** the file through a signed link; a wrong, changed or expired link is 404, like a proof that is not there */
    async proofFile(link: TransferProofFileQuery): Promise<{ bytes: Buffer; filename: string; contentType: string }> {
      const gone = () =>
        notFound(
          'PROOF_LINK_INVALID',
          'This link to the transfer proof has expired or is not valid. Open the proof again from your booking.',
        );
      if (!proofLinkValid(deps.linkSecret, link, deps.now())) throw gone();
      const file = await deps.payments.proofFile(link.proof_id);
      if (!file) throw gone();
      return { bytes: file.content, filename: file.filename, contentType: file.contentType };
    },
  };
}
