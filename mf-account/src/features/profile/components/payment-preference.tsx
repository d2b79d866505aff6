import { useId, useState } from 'react';
import type { UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useSavePaymentPreference } from '../api/payment-preference';
import styles from './profile-card.module.scss';

const CHOICES = ['card', 'pay_at_hotel', 'none'] as const;
type Choice = (typeof CHOICES)[number];

/**
 * The preferred way to pay (save_user_payment_options), saved at once. The payment screen's
 * payment_options answers it as default_method when the booking offers it, so mf-booking
 * preselects it without knowing about this setting.
 */
export function PaymentPreference({ profile }: { profile: UserInfo }) {
  const t = useT();
  const name = useId();
  const save = useSavePaymentPreference();
  const initial: Choice =
    profile.preferred_payment_method === 'card' || profile.preferred_payment_method === 'pay_at_hotel'
      ? profile.preferred_payment_method
      : 'none';
  const [value, setValue] = useState<Choice>(initial);
  const [failed, setFailed] = useState(false);

  const choose = async (next: Choice) => {
    const before = value;
    setValue(next);
    setFailed(false);
    try {
      const answer = await save.mutateAsync({ body: { payment_method: next === 'none' ? null : next } });
      setValue(answer.payment_method ?? 'none');
    } catch {
      setValue(before);
      setFailed(true);
    }
  };

  return (
    <fieldset className={styles.preferences}>
      <legend>{t('account.payment.title')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            disabled={save.isPending}
            onChange={() => void choose(choice)}
          />
          {t(`account.payment.${choice}`)}
        </label>
      ))}
      {failed ? <p role="alert">{t('account.settings.saveFailed')}</p> : null}
    </fieldset>
  );
}
