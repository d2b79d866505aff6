import { useState, type FormEvent } from 'react';
import { countryOfLocale, type OtpSent, type UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button, TextField } from '@rednest/shared/ui';
import { useOtpLogin } from '../api/otp-login';
import { useSendOtp } from '../api/send-otp';
import { codeErrorKey, type CodeError } from '../../../utils/code-error';
import { parseRecipient, type Recipient } from '../utils/recipient';
import { CodeAlert } from '../../../components/code-field';
import { CodeEntry } from './code-entry';
import styles from '../../../components/code-form.module.scss';

export interface CodeSignInProps {
  onSignedIn(user: UserInfo): void;
  /** phoneVerification/true: the field asks for a phone number only */
  phoneOnly?: boolean;
}

/**
 * Sign-in by a one-time code: an email address or a phone number, "Send code", then the code
 * (CodeEntry) checked by email_otp_login or otp_login. The answer is the same whether or not an
 * account uses the address (the API sends only when one does), so the page says "if".
 */
export function CodeSignIn({ onSignedIn, phoneOnly }: CodeSignInProps) {
  const t = useT();
  const { locale } = useShell();
  const country = countryOfLocale(locale);
  const send = useSendOtp();
  const login = useOtpLogin();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<CodeError | null>(null);
  const [sent, setSent] = useState<{ recipient: Recipient; answer: OtpSent; at: number } | null>(null);

  const ask = async (recipient: Recipient, lastRequestId?: string) => {
    const answer = await send.mutateAsync({
      body: { ...recipient, locale, rc_redesign: true, ...(lastRequestId ? { last_request_id: lastRequestId } : {}) },
    });
    setSent({ recipient, answer, at: Date.now() });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(null);
    const recipient = parseRecipient(value, country);
    if (!recipient || (phoneOnly && 'email' in recipient)) {
      setFieldError(phoneOnly ? 'account.error.phoneInvalid' : 'account.code.error.recipient');
      return;
    }
    try {
      await ask(recipient);
    } catch (err) {
      setError(codeErrorKey(err));
    }
  };

  if (sent) {
    return (
      <>
        <p className={styles.sentTo}>{t('account.code.ifAccount')}</p>
        <CodeEntry
          sent={sent.answer}
          sentAt={sent.at}
          onResend={() => ask(sent.recipient, sent.answer.request_id)}
          onVerify={async (otp) => {
            const body = { request_id: sent.answer.request_id, otp };
            const user = await (sent.answer.channel === 'email' ? login.email : login.sms).mutateAsync({ body });
            onSignedIn(user);
          }}
        />
        <Button type="button" variant="ghost" onClick={() => setSent(null)}>
          {t('account.code.changeRecipient')}
        </Button>
      </>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={send.isPending || undefined}>
      <CodeAlert error={error} />
      <TextField
        label={t(phoneOnly ? 'account.field.phone' : 'account.code.recipient')}
        name="recipient"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setFieldError(null);
        }}
        type={phoneOnly ? 'tel' : 'text'}
        inputMode={phoneOnly ? 'tel' : 'email'}
        autoComplete={phoneOnly ? 'tel' : 'username'}
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError ? t(fieldError) : undefined}
        hint={t('account.field.phoneHint', { code: `+${country.phoneCode}` })}
      />
      <Button type="submit" variant="primary" loading={send.isPending} fullWidth>
        {t('account.code.send')}
      </Button>
    </form>
  );
}
