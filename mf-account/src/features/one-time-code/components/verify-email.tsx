import { useState } from 'react';
import type { OtpSent } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { useEmailVerification } from '../api/verification';
import { codeErrorKey, type CodeError } from '../../../utils/code-error';
import { CodeAlert } from '../../../components/code-field';
import { CodeEntry } from './code-entry';
import styles from '../../../components/code-form.module.scss';

/** "Send code" to the signed-in person's email, then the code (verify_user_email). */
export function VerifyEmail({ onVerified }: { onVerified(): void }) {
  const t = useT();
  const { locale } = useShell();
  const { send, verify } = useEmailVerification();
  const [sent, setSent] = useState<{ answer: OtpSent; at: number } | null>(null);
  const [error, setError] = useState<CodeError | null>(null);

  const ask = async (lastRequestId?: string) => {
    const answer = await send.mutateAsync({
      body: { locale, ...(lastRequestId ? { last_request_id: lastRequestId } : {}) },
    });
    setSent({ answer, at: Date.now() });
  };

  if (sent) {
    return (
      <CodeEntry
        sent={sent.answer}
        sentAt={sent.at}
        onResend={() => ask(sent.answer.request_id)}
        onVerify={async (otp) => {
          await verify.mutateAsync({ body: { request_id: sent.answer.request_id, otp } });
          onVerified();
        }}
      />
    );
  }
  return (
    <div className={styles.form}>
      <CodeAlert error={error} />
      <Button
        type="button"
        variant="primary"
        loading={send.isPending}
        fullWidth
        onClick={() => {
          setError(null);
          ask().catch((err: unknown) => setError(codeErrorKey(err)));
        }}
      >
        {t('account.code.send')}
      </Button>
    </div>
  );
}
