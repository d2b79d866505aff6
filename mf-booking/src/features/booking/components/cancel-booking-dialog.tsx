import { useState } from 'react';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button, Modal, Skeleton } from '@rednest/shared/ui';
import { useCancelBooking } from '../api/cancel-booking';
import { useCancelQuote } from '../api/cancel-quote';
import { bookingErrorText } from '../../../utils/booking-error';
import styles from './cancel-booking-dialog.module.scss';

interface Props {
  salt: string;
  open: boolean;
  onClose(): void;
  /** the booking is cancelled (the dialog stays open until the caller closes it) */
  onCancelled(): void | Promise<void>;
}

/**
 * "Cancel this booking?": what the policy gives back now (cancellation_quote: free, a share kept,
 * non-refundable, too late) before the guest confirms cancel_booking. The booking page and the
 * booking's confirmation open the same dialog.
 */
export function CancelBookingDialog({ salt, open, onClose, onCancelled }: Props) {
  const t = useT();
  const { locale } = useShell();
  const quote = useCancelQuote(open ? salt : null);
  const cancel = useCancelBooking();
  const [failure, setFailure] = useState<string | null>(null);
  const q = quote.data;
  // a refund is exact money: what comes back to the minor unit
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale, { exact: true });

  const confirm = async () => {
    setFailure(null);
    try {
      await cancel.mutateAsync({ body: { booking_salt: salt } });
      await onCancelled();
    } catch (error) {
      setFailure(bookingErrorText(error, t));
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('booking.detail.cancelTitle')}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('booking.detail.keep')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void confirm()}
            loading={cancel.isPending}
            disabled={!q || q.rule === 'too_late'}
          >
            {t('booking.detail.confirmCancel')}
          </Button>
        </div>
      }
    >
      {quote.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('booking.detail.quoteLoading')}>
          <Skeleton height={48} />
        </div>
      ) : quote.isError ? (
        <p className={styles.alert} role="alert">
          {bookingErrorText(quote.error, t)}
        </p>
      ) : (
        <p>
          {t(`booking.detail.quote.${q!.rule}`, {
            refund: money(q!.refund, q!.currency),
            fee: money(q!.fee, q!.currency),
          })}
        </p>
      )}
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
