import { useState, type FormEvent } from 'react';
import type { OtpSent } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import { CodeAlert, CodeField } from '../../../components/code-field';
import { codeErrorKey, type CodeError } from '../../../utils/code-error';
import styles from '../../../components/code-form.module.scss';
import { minutesAndSeconds, useCountdown } from '../hooks/use-countdown';

export interface CodeEntryProps {
  /** the answer of the send: where it went, how long it lives, when a new one may be asked for */
  sent: OtpSent;
  /** when the answer arrived (ms), the start of both countdowns */
  sentAt: number;
  onVerify(code: string): Promise<void>;
  /** asks for a new code (the page passes last_request_id) */
  onResend(): Promise<void>;
}

/**
 * The six digits of a one-time code: where it was sent, the time it has left, "Send a new code"
 * once the wait is over, the server's verdict in an alert. One field (autocomplete
 * one-time-code, so a phone offers the code from the SMS), digits only; Verify stays disabled
 * until six are typed and once the code has expired.
 */
export function CodeEntry({ sent, sentAt, onVerify, onResend }: CodeEntryProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [error, setError] = useState<CodeError | null>(null);
  const expiresIn = useCountdown(sentAt + sent.expires_in * 1000);
  const resendIn = useCountdown(sentAt + sent.resend_after * 1000);

  const run = async (kind: 'verify' | 'resend', action: () => Promise<void>) => {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(codeErrorKey(err));
    } finally {
      setBusy(null);
    }
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (code.length === 6 && !busy) void run('verify', () => onVerify(code));
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy !== null || undefined}>
      <p className={styles.sentTo}>
        {t(sent.channel === 'sms' ? 'account.code.sentSms' : 'account.code.sentEmail', { to: sent.sent_to })}
      </p>
      <CodeAlert error={error} />
      <CodeField
        code={code}
        onCode={setCode}
        hint={
          expiresIn > 0
            ? t('account.code.expiresIn', { time: minutesAndSeconds(expiresIn) })
            : t('account.code.expired')
        }
      />
      <Button
        type="submit"
        variant="primary"
        loading={busy === 'verify'}
        disabled={code.length !== 6 || expiresIn === 0}
        fullWidth
      >
        {t('account.code.verify')}
      </Button>
      <p className={styles.resend} aria-live="polite">
        {resendIn > 0 ? (
          t('account.code.resendIn', { time: minutesAndSeconds(resendIn) })
        ) : (
          <Button
            type="button"
            variant="secondary"
            loading={busy === 'resend'}
            onClick={() =>
              void run('resend', async () => {
                await onResend();
                setCode('');
              })
            }
          >
            {t('account.code.resend')}
          </Button>
        )}
      </p>
    </form>
  );
}
