import type { PaymentMethod } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { navigate } from '@rednest/shared/ui';
import { useCardPayment } from '../../../hooks/use-card-payment';
import { useBankTransfer } from '../api/payment-options';
import { paymentErrorText } from '../utils/payment-error';

/**
 * Going on with one way to pay a held booking: card opens the gateway's page (it sends the guest
 * back to payments), pay at hotel asks the arrival hour (pah/timescreen), bank transfer opens the
 * virtual account (paymentInstruction). The ways to pay and the abandoned-booking screen share it.
 */
export function useChoosePayment(options: {
  locale: string;
  leave: (url: string) => void;
  onError: (text: string) => void;
}) {
  const t = useT();
  const cardPayment = useCardPayment();
  const bankTransfer = useBankTransfer();
  const choose = async (salt: string, method: PaymentMethod): Promise<boolean> => {
    const { locale } = options;
    if (method === 'pay_at_hotel') {
      navigate(`/${locale}/pah/timescreen?booking=${encodeURIComponent(salt)}`);
      return true;
    }
    try {
      if (method === 'bank_transfer') {
        await bankTransfer.mutateAsync({ body: { booking_salt: salt } });
        navigate(`/${locale}/paymentInstruction/${encodeURIComponent(salt)}`);
        return true;
      }
      const payment = await cardPayment.mutateAsync({
        body: { booking_salt: salt, return_url: `${window.location.origin}/${locale}/payments` },
      });
      options.leave(payment.redirect_url);
      return true;
    } catch (error) {
      options.onError(paymentErrorText(error, t));
      return false;
    }
  };
  return { choose, busy: cardPayment.isPending || bankTransfer.isPending };
}
