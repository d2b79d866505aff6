import { lazy, Suspense, useId, useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router-dom';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { AppLink, EmptyState, ErrorPanel, PageContainer, Skeleton } from '@rednest/shared/ui';
import { usePaymentInstruction, useUploadProof } from '../../features/payment/api/payment-options';
import { HoldCountdown } from '../../features/payment/components/hold-countdown';
import { paymentErrorText } from '../../features/payment/utils/payment-error';
import { useBooking } from '../../features/booking/api/get-booking';
import { FinishSkeleton } from '../../features/finish/components/finish-frame';
import { OwnerFinish } from './finish';
import { PaidTwiceNotice } from '../../features/finish/components/paid-twice-notice';
import { isConfirmed, stayOfBooking } from '../../features/finish/utils/finish-stay';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import styles from './page.module.scss';

/** a transfer that came after the booking had ended (rare): its page and refund notice load only then */
const RefundedEnd = lazy(() => import('./refunded-end').then((m) => ({ default: m.RefundedEnd })));

const PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const PROOF_MAX_BYTES = 2 * 1024 * 1024;

/** the file as base64 (no data: prefix) */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/**
 * paymentInstruction/{bookingSalt} (spec §2): bank transfer. The virtual account's bank, number and
 * exact amount with the time left; the page asks every 3 s until the transfer arrives (by webhook),
 * then confirmed; an account that closed unpaid says the room was released. The guest may upload
 * a proof of the transfer (view_proof_url: JPEG, PNG or PDF, up to 2 MB). A transfer that arrived
 * after another payment had paid the booking (already_paid) is said to be not needed and refunded
 * in full, never "received"; an account closed because another way paid the booking first leads to
 * its finish, never to "the room was released". A transfer that arrived after the booking had ended
 * (paid_after_release) says the booking had ended and the transfer is refunded in full, with the
 * booking's refund followed until it is done.
 */
export function PaymentInstructionPage() {
  const t = useT();
  const { locale } = useShell();
  const id = useId();
  const { salt = null } = useParams();
  const instruction = usePaymentInstruction(salt);
  // the transfer arrived: the journey's finish, drawn from the booking
  const paid = instruction.data?.status === 'paid';
  const notNeeded = instruction.data?.status === 'already_paid';
  // an account also closes when another way paid the booking first: the booking says which
  const closed = instruction.data?.status === 'expired';
  // the transfer came after the booking had ended: it paid nothing, and comes back as the booking's refund
  const afterEnd = instruction.data?.status === 'paid_after_release';
  // its refund moves by webhook: the booking is asked again until it is back
  const booking = useBooking(paid || notNeeded || closed || afterEnd ? salt : null, { poll: notNeeded || afterEnd });
  const upload = useUploadProof();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [copied, setCopied] = useState(false);
  useDocumentTitle(
    t('booking.pageTitle', {
      page: t(
        afterEnd
          ? 'booking.transfer.afterEnd'
          : notNeeded
            ? 'booking.extra.transferTitle'
            : paid || (closed && isConfirmed(booking.data?.status))
              ? 'booking.payment.confirmed'
              : 'booking.transfer.title',
      ),
    }),
  );

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !salt) return;
    setNote(null);
    if (!PROOF_TYPES.includes(file.type)) return setNote({ ok: false, text: t('booking.transfer.proofType') });
    if (file.size > PROOF_MAX_BYTES) return setNote({ ok: false, text: t('booking.transfer.proofSize') });
    try {
      const proof = await upload.mutateAsync({
        body: {
          booking_salt: salt,
          filename: file.name.slice(0, 120) || 'proof',
          content_base64: await base64Of(file),
        },
      });
      setNote({ ok: true, text: t('booking.transfer.proofDone', { name: proof.filename }) });
      void instruction.refetch();
    } catch (error) {
      setNote({ ok: false, text: paymentErrorText(error, t) });
    }
  };

  if ((paid || closed) && booking.data && isConfirmed(booking.data.status))
    return <OwnerFinish booking={booking.data} />;
  if (notNeeded && booking.data && isConfirmed(booking.data.status)) {
    const b = booking.data;
    return (
      <OwnerFinish
        booking={b}
        heading={t('booking.extra.transferTitle')}
        lead={t('booking.extra.transferLead', {
          name: b.guest_name.split(' ')[0] || b.guest_name,
          hotel: b.hotel_name,
        })}
      />
    );
  }
  if (afterEnd && booking.data && instruction.data) {
    const b = booking.data;
    const amount = formatMoney(instruction.data.amount, instruction.data.currency, locale);
    const refund = b.refund;
    return (
      <Suspense fallback={null}>
        <RefundedEnd
          heading={t('booking.transfer.afterEnd')}
          lead={t('booking.transfer.afterEndLead', {
            name: b.guest_name.split(' ')[0] || b.guest_name,
            hotel: b.hotel_name,
          })}
          stay={stayOfBooking(b)}
          refundText={t(
            refund?.status === 'refunded' ? 'booking.given.refunded.bank' : 'booking.given.refunding.bank',
            {
              amount,
            },
          )}
          refund={
            refund && refund.amount > 0
              ? { status: refund.status, requestedAt: refund.requested_at, refundedAt: refund.processed_at }
              : null
          }
          actions={
            <>
              <ButtonLink variant="primary" to={`/bookings/${encodeURIComponent(b.booking_salt)}`}>
                {t('booking.payment.followRefund')}
              </ButtonLink>
              <ButtonLink variant="secondary" to={`/hotel/${encodeURIComponent(b.hotel_slug)}`}>
                {t('booking.payment.bookAgain')}
              </ButtonLink>
            </>
          }
        />
      </Suspense>
    );
  }
  let body;
  if (!salt) {
    body = (
      <EmptyState title={t('booking.payment.noBooking')} action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>} />
    );
  } else if (instruction.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('booking.pay.loading')}>
        <Skeleton height={72} />
        <Skeleton height={220} />
      </div>
    );
  } else if (instruction.isError) {
    body =
      instruction.error.status === 404 ? (
        <EmptyState
          title={t('booking.payment.noBooking')}
          action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>}
        />
      ) : (
        <ErrorPanel
          title={t('booking.pay.error')}
          message={paymentErrorText(instruction.error, t)}
          onRetry={() => void instruction.refetch()}
          retryLabel={t('booking.retry')}
        />
      );
  } else {
    const i = instruction.data;
    const amount = formatMoney(i.amount, i.currency, locale);
    if (i.status === 'paid') {
      // the booking is being read (or it was cancelled since): its confirmation says the rest
      body = booking.isPending ? (
        <FinishSkeleton label={t('booking.finish.loading')} />
      ) : (
        <div className={styles.result}>
          <h2 className={styles.title}>{t('booking.transfer.received')}</h2>
          <AppLink to={`/thank-you?booking=${encodeURIComponent(i.booking_salt)}`}>
            {t('booking.pay.seeConfirmation')}
          </AppLink>
        </div>
      );
    } else if (i.status === 'already_paid') {
      // the booking is being read, or it has ended since (cancelled after it was paid): the refund is said all the same
      body = booking.isPending ? (
        <FinishSkeleton label={t('booking.finish.loading')} />
      ) : (
        <div className={styles.result}>
          <h2 className={styles.title}>{t('booking.extra.transferTitle')}</h2>
          {booking.data ? <PaidTwiceNotice booking={booking.data} /> : null}
          <AppLink to={`/bookings/${encodeURIComponent(i.booking_salt)}`}>{t('booking.finish.view')}</AppLink>
        </div>
      );
    } else if (i.status === 'paid_after_release') {
      // the booking is being read (its refund is said above once it is)
      body = booking.isError ? (
        <ErrorPanel
          title={t('booking.payment.error')}
          message={booking.error.message}
          onRetry={() => void booking.refetch()}
          retryLabel={t('booking.retry')}
        />
      ) : (
        <FinishSkeleton label={t('booking.finish.loading')} />
      );
    } else if (i.status === 'expired' && booking.isPending) {
      body = <FinishSkeleton label={t('booking.finish.loading')} />;
    } else if (i.status === 'expired') {
      body = (
        <EmptyState
          title={t('booking.transfer.expired')}
          description={t('booking.pay.endedHint')}
          action={<AppLink to="/">{t('booking.empty.cta')}</AppLink>}
        />
      );
    } else {
      body = (
        <div className={styles.result}>
          <HoldCountdown
            until={i.expires_at}
            onEnded={() => void instruction.refetch()}
            label="booking.transfer.within"
          />
          <p>{t('booking.transfer.intro')}</p>
          <dl className={styles.facts}>
            <dt>{t('booking.transfer.bank')}</dt>
            <dd>{i.bank}</dd>
            <dt>{t('booking.transfer.account')}</dt>
            <dd>
              <span className={styles.va}>{i.va_number.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>{' '}
              <button
                type="button"
                className={styles.copy}
                onClick={() => void navigator.clipboard?.writeText(i.va_number).then(() => setCopied(true))}
              >
                {t(copied ? 'booking.transfer.copied' : 'booking.transfer.copy')}
              </button>
            </dd>
            <dt>{t('booking.transfer.amount')}</dt>
            <dd>{amount}</dd>
          </dl>
          <p className={styles.muted}>{t('booking.transfer.exact', { amount })}</p>
          <p role="status" aria-live="polite" className={styles.muted}>
            {t('booking.transfer.waiting')}
          </p>
          <div>
            <label className={styles.label} htmlFor={`${id}-proof`}>
              {t('booking.transfer.proofLabel')}
            </label>
            <input
              id={`${id}-proof`}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              aria-describedby={`${id}-proof-hint`}
              onChange={(e) => void onFile(e)}
              disabled={upload.isPending}
            />
            {/* a proof just sent is said once, in the status line below */}
            {note?.ok ? null : (
              <p id={`${id}-proof-hint`} className={styles.muted}>
                {i.proof
                  ? t('booking.transfer.proofDone', { name: i.proof.filename })
                  : t('booking.transfer.proofHint')}
              </p>
            )}
            {note ? (
              <p className={note.ok ? styles.muted : styles.alert} role={note.ok ? 'status' : 'alert'}>
                {note.text}
              </p>
            ) : null}
            {i.proof ? (
              <p>
                <AppLink to={`/view_proof_url?booking=${encodeURIComponent(i.booking_salt)}`}>
                  {t('booking.finish.proof.open')}
                </AppLink>
              </p>
            ) : null}
          </div>
          {i.simulate_url ? (
            <p className={styles.muted}>
              <a href={i.simulate_url} target="_blank" rel="noreferrer">
                {t('booking.transfer.sandbox')}
              </a>
            </p>
          ) : null}
          <AppLink to={`/payment?booking=${encodeURIComponent(i.booking_salt)}`}>{t('booking.pah.otherWays')}</AppLink>
        </div>
      );
    }
  }
  return <PageContainer title={t('booking.transfer.title')}>{body}</PageContainer>;
}
