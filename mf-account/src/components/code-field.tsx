import { waitInWords } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { TextField } from '@rednest/shared/ui';
import type { CodeError } from '../utils/code-error';
import styles from './code-form.module.scss';

/** The server's verdict above a code form (a label key; a refusal's wait in words in the page's language), or nothing. */
export function CodeAlert({ error }: { error: CodeError | null }) {
  const t = useT();
  const { locale } = useShell();
  return error ? (
    <div role="alert" className={styles.alert}>
      {typeof error === 'string' ? t(error) : t(error.key, { wait: waitInWords(error.waitSeconds, locale) })}
    </div>
  ) : null;
}

/** The field of the six digits: digits only (anything else typed is dropped), autocomplete one-time-code. */
export function CodeField({ code, onCode, hint }: { code: string; onCode(code: string): void; hint?: string }) {
  const t = useT();
  return (
    <TextField
      label={t('account.code.label')}
      name="otp"
      value={code}
      onChange={(e) => onCode(e.target.value.replace(/\D+/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      className={styles.code}
      hint={hint}
    />
  );
}
