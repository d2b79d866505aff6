import { useState, type FormEvent } from 'react';
import { countryOfLocale, type OtpSent } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button, TextField } from '@rednest/shared/ui';
import { usePhoneVerification } from '../api/verification';
import { codeErrorKey, type CodeError } from '../../../utils/code-error';
import { isPhoneInput } from '../utils/recipient';
import { toSubscriberNumber } from '../../../utils/to-subscriber-number';
import { CodeAlert } from '../../../components/code-field';
import { CodeEntry } from './code-entry';
import styles from '../../../components/code-form.module.scss';

/**
 * The signed-in person's phone: store it (user/store_primary_phone), send a code by SMS
 * (send_verification_code), then the code (verify_verification_code) makes it the verified number.
 */
export function VerifyPhone({ initialPhone, onVerified }: { initialPhone: string; onVerified(): void }) {
  const t = useT();
  const { locale } = useShell();
  const country = countryOfLocale(locale);
  const { store, send, verify } = usePhoneVerification();
  const [value, setValue] = useState(initialPhone ? `+${country.phoneCode}${initialPhone}` : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<CodeError | null>(null);
  const [sent, setSent] = useState<{ phone: string; answer: OtpSent; at: number } | null>(null);

  const ask = async (phone: string, lastRequestId?: string) => {
    const answer = await send.mutateAsync({
      query: { mobile: phone, locale, app_type: 'web', ...(lastRequestId ? { last_request_id: lastRequestId } : {}) },
    });
    setSent({ phone, answer, at: Date.now() });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    if (!isPhoneInput(value)) {
      setFieldError('account.error.phoneInvalid');
      return;
    }
    const phone = toSubscriberNumber(value, country.phoneCode);
    try {
      await store.mutateAsync({ body: { phone } });
      await ask(phone);
    } catch (err) {
      setError(codeErrorKey(err));
    }
  };

  if (sent) {
    return (
      <CodeEntry
        sent={sent.answer}
        sentAt={sent.at}
        onResend={() => ask(sent.phone, sent.answer.request_id)}
        onVerify={async (otp) => {
          await verify.mutateAsync({ body: { request_id: sent.answer.request_id, otp } });
          onVerified();
        }}
      />
    );
  }
  const busy = store.isPending || send.isPending;
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <CodeAlert error={error} />
      <TextField
        label={t('account.field.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setFieldError(null);
        }}
        error={fieldError ? t(fieldError) : undefined}
        hint={t('account.field.phoneHint', { code: `+${country.phoneCode}` })}
      />
      <Button type="submit" variant="primary" loading={busy} fullWidth>
        {t('account.code.send')}
      </Button>
    </form>
  );
}
