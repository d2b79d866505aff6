import { useId, useState, type FormEvent } from 'react';
import type { PaymentLinkChannel, SendPaymentLink } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { useSendPaymentLink } from '../api/payment-link';
import { linkErrorText } from '../utils/link-error';
import styles from './payment-link.module.scss';

/**
 * "Send a payment link" for a pending booking's owner: email and/or SMS to the booking's own
 * contact (the server picks the addresses), then where it went and until when it works.
 */
export function SendPaymentLinkForm({ salt, locale }: { salt: string; locale: string }) {
  const t = useT();
  const id = useId();
  const send = useSendPaymentLink();
  const [channels, setChannels] = useState<PaymentLinkChannel[]>(['email']);
  const [sent, setSent] = useState<SendPaymentLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (channel: PaymentLinkChannel, on: boolean) =>
    setChannels((now) => (on ? [...now.filter((c) => c !== channel), channel] : now.filter((c) => c !== channel)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (channels.length === 0) {
      setProblem(t('booking.link.send.pickOne'));
      return;
    }
    try {
      setSent(await send.mutateAsync({ body: { booking_salt: salt, channels: [...channels].sort(), locale } }));
    } catch (error) {
      setProblem(linkErrorText(error, t));
    }
  };
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  return (
    <form className={styles.send} aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)} noValidate>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('booking.link.send.title')}
      </h2>
      <p>{t('booking.link.send.about')}</p>
      <fieldset className={styles.channels}>
        <legend>{t('booking.link.send.channels')}</legend>
        {(['email', 'sms'] as const).map((channel) => (
          <label key={channel}>
            <input
              type="checkbox"
              name="channels"
              value={channel}
              checked={channels.includes(channel)}
              onChange={(e) => toggle(channel, e.target.checked)}
            />
            {t(`booking.link.send.${channel}`)}
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p role="alert" className={styles.notice}>
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">
        {sent ? (
          <p className={styles.sent}>
            {t('booking.link.send.sent', { to: sent.sent_to.map((s) => s.to).join(', '), time: time(sent.expires_at) })}
          </p>
        ) : null}
      </div>
      {sent ? <p>{t('booking.link.send.replaced')}</p> : null}
      <div>
        <Button type="submit" variant="secondary" loading={send.isPending} disabled={send.isPending}>
          {t(sent ? 'booking.link.send.again' : 'booking.link.send.go')}
        </Button>
      </div>
    </form>
  );
}
