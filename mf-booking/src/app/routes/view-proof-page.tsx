import { useId, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@rednest/shared/i18n';
import { useDocumentTitle, useShell } from '@rednest/shared/remote';
import { EmptyState, ErrorPanel, PageContainer, Skeleton, VisuallyHidden } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { useBooking } from '../../features/booking/api/get-booking';
import { proofLinkExpiry, useTransferProof } from '../../features/payment/api/transfer-proof';
import { FileIcon } from '../../features/finish/components/icons';
import { bookingCodeOf } from '../../features/finish/utils/finish-stay';
import styles from './finish.module.scss';
import proofStyles from './view-proof-page.module.scss';

const KIND: Record<string, string> = {
  'image/jpeg': 'booking.proof.kind.jpeg',
  'image/png': 'booking.proof.kind.png',
  'application/pdf': 'booking.proof.kind.pdf',
};

/**
 * view_proof_url?booking=<salt> (spec §2): the bank transfer proof the guest uploaded for their
 * booking (view_proof_url answers its owner only): what the file is and when it was sent, a picture
 * shown as it is, and "Download" through the API's link signed for a few minutes (asked again when
 * it ran out while the page stayed open). The file comes as an attachment, never as a page.
 */
export function ViewProofPage() {
  const t = useT();
  const { locale } = useShell();
  const id = useId();
  const [params] = useSearchParams();
  const salt = params.get('booking');
  const proof = useTransferProof(salt);
  const booking = useBooking(salt);
  useDocumentTitle(t('booking.pageTitle', { page: t('booking.proof.title') }));

  const transferHref = salt ? `/paymentInstruction/${encodeURIComponent(salt)}` : '/';
  const bookingHref = salt ? `/bookings/${encodeURIComponent(salt)}` : '/';
  const download = async (e: MouseEvent<HTMLAnchorElement>, url: string) => {
    // a link that ran out while the page was open is asked again, then followed
    if (proofLinkExpiry(url) * 1000 > Date.now() + 5_000) return;
    e.preventDefault();
    const fresh = await proof.refetch();
    if (fresh.data?.download_url) window.location.assign(fresh.data.download_url);
  };

  let body;
  if (!salt) {
    body = (
      <EmptyState
        title={t('booking.payment.noBooking')}
        action={
          <ButtonLink variant="primary" to="/">
            {t('booking.empty.cta')}
          </ButtonLink>
        }
      />
    );
  } else if (proof.isPending) {
    body = <Skeleton height={320} label={t('booking.proof.loading')} />;
  } else if (proof.isError) {
    const status = proof.error.status;
    const none = status === 404 && proof.error.code === 'PROOF_NOT_FOUND';
    body = none ? (
      <EmptyState
        title={t('booking.proof.none')}
        description={t('booking.proof.noneHint')}
        action={
          <ButtonLink variant="primary" to={transferHref}>
            {t('booking.proof.toTransfer')}
          </ButtonLink>
        }
      />
    ) : status === 404 || status === 400 ? (
      <EmptyState
        title={t('booking.payment.noBooking')}
        action={
          <ButtonLink variant="primary" to="/">
            {t('booking.empty.cta')}
          </ButtonLink>
        }
      />
    ) : (
      <ErrorPanel
        title={t('booking.proof.error')}
        message={proof.error.message}
        onRetry={() => void proof.refetch()}
        retryLabel={t('booking.retry')}
      />
    );
  } else {
    const p = proof.data;
    const url = p.download_url ?? '';
    const picture = p.content_type.startsWith('image/');
    const size = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: p.size >= 1024 * 1024 ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: 1,
    }).format(p.size >= 1024 * 1024 ? p.size / (1024 * 1024) : Math.max(0.1, p.size / 1024));
    const uploaded = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(p.uploaded_at));
    body = (
      <div className={styles.grid}>
        <figure className={proofStyles.preview}>
          {picture && url ? (
            <div className={proofStyles.frame}>
              <img src={url} alt={t('booking.proof.alt', { name: p.filename })} className={proofStyles.picture} />
            </div>
          ) : (
            <div className={proofStyles.document} aria-hidden="true">
              <FileIcon />
              <span>PDF</span>
            </div>
          )}
          <figcaption className={styles.muted}>{p.filename}</figcaption>
        </figure>
        <section className={styles.panel} aria-labelledby={id}>
          <h2 id={id}>{t('booking.proof.about')}</h2>
          <dl className={styles.facts}>
            {booking.data ? (
              <>
                <dt>{t('booking.payment.code')}</dt>
                <dd>{bookingCodeOf(booking.data.id)}</dd>
              </>
            ) : null}
            <dt>{t('booking.proof.file')}</dt>
            <dd className={proofStyles.name}>{p.filename}</dd>
            <dt>{t('booking.proof.kind')}</dt>
            <dd>{t(KIND[p.content_type] ?? 'booking.proof.kind.pdf')}</dd>
            <dt>{t('booking.proof.size')}</dt>
            <dd>{size}</dd>
            <dt>{t('booking.proof.uploaded')}</dt>
            <dd>{uploaded}</dd>
          </dl>
          <p className={styles.muted}>{t('booking.proof.private')}</p>
          <div className={styles.actions}>
            <a href={url} download={p.filename} className={proofStyles.download} onClick={(e) => void download(e, url)}>
              {t('booking.proof.download')}
              <VisuallyHidden> {p.filename}</VisuallyHidden>
            </a>
            {booking.data?.status === 'pending' ? (
              <ButtonLink variant="secondary" to={transferHref}>
                {t('booking.proof.toTransfer')}
              </ButtonLink>
            ) : (
              <ButtonLink variant="secondary" to={bookingHref}>
                {t('booking.finish.view')}
              </ButtonLink>
            )}
          </div>
        </section>
      </div>
    );
  }
  return (
    <PageContainer title={t('booking.proof.title')} intro={t('booking.proof.intro')}>
      {body}
    </PageContainer>
  );
}
