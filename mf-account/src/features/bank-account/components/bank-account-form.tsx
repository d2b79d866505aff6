import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COUNTRY_CODES, type BankAccountDetails, type CountryCode, type OtpSent } from '@rednest/shared/contracts';
import { waitInWords } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { useShell } from '@rednest/shared/remote';
import { Button, TextField } from '@rednest/shared/ui';
import { useSaveBankAccount, useSendBankCode } from '../api/bank-account';
import { useBankList } from '../api/bank-list';
import { checkBankForm, serverBankErrors, type BankField, type BankFieldErrors } from '../utils/bank-form-errors';
import styles from './bank-account.module.scss';

const FIELD_ORDER: BankField[] = ['holder_name', 'bank_code', 'account_number', 'password', 'otp'];

/**
 * Sets or changes the bank account (bank_account_details). The bank list follows the country;
 * the number is checked against the chosen bank's digit counts as the API does. Proof it is the
 * owner: the password, or (always for accounts without one) a code mailed to the account's email.
 */
export function BankAccountForm({
  details,
  defaultCountry,
  onSaved,
  onCancel,
}: {
  details: BankAccountDetails;
  defaultCountry: CountryCode;
  onSaved: (saved: BankAccountDetails) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const { locale } = useShell();
  const ids = useId();
  const current = details.bank_account;
  const [country, setCountry] = useState<string>(current?.country_code ?? defaultCountry);
  const [values, setValues] = useState({
    holder_name: current?.holder_name ?? '',
    bank_code: current?.bank_code ?? '',
    account_number: '',
    password: '',
    otp: '',
  });
  const [useCode, setUseCode] = useState(!details.has_password);
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [errors, setErrors] = useState<BankFieldErrors & { form?: string; formWait?: number }>({});
  const banks = useBankList(country);
  const save = useSaveBankAccount();
  const sendCode = useSendBankCode();
  const formRef = useRef<HTMLFormElement>(null);
  const bank = banks.data?.banks.find((b) => b.code === values.bank_code);
  const regionName = (code: string) =>
    new Intl.DisplayNames([locale.slice(0, 2), 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;

  // a bank of another country is not offered once the country changes
  useEffect(() => {
    if (banks.data && values.bank_code && !banks.data.banks.some((b) => b.code === values.bank_code))
      setValues((v) => ({ ...v, bank_code: '' }));
  }, [banks.data, values.bank_code]);

  const set = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };
  const focusFirst = (found: BankFieldErrors) => {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const askCode = async () => {
    setErrors((e) => ({ ...e, otp: undefined, form: undefined }));
    try {
      setSent(await sendCode.mutateAsync({ body: { locale, ...(sent ? { last_request_id: sent.request_id } : {}) } }));
    } catch (error) {
      setErrors(serverBankErrors(error));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: BankFieldErrors = checkBankForm(values, bank);
    if (useCode) {
      if (!sent) found.otp = 'account.bank.error.sendCodeFirst';
      else if (!/^\d{6}$/.test(values.otp)) found.otp = 'account.bank.error.codeFormat';
    } else if (!values.password) found.password = 'account.bank.error.passwordRequired';
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    try {
      const saved = await save.mutateAsync({
        body: {
          holder_name: values.holder_name.trim(),
          country_code: country,
          bank_code: values.bank_code,
          account_number: values.account_number,
          ...(useCode && sent ? { request_id: sent.request_id, otp: values.otp } : { password: values.password }),
        },
      });
      onSaved(saved);
    } catch (error) {
      const server = serverBankErrors(error);
      setErrors(server);
      focusFirst(server);
    }
  };

  const lengthHint = bank
    ? t('account.bank.numberHint', { digits: bank.account_number_lengths.join(' / '), bank: bank.name })
    : undefined;
  const err = (field: BankField) =>
    errors[field]
      ? t(errors[field]!, { digits: bank?.account_number_lengths.join(' / ') ?? '', bank: bank?.name ?? '' })
      : undefined;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void submit(e)} aria-busy={save.isPending}>
      <div className={styles.row}>
        <div className={styles.select}>
          <label htmlFor={`${ids}-country`}>{t('account.bank.country')}</label>
          <select
            id={`${ids}-country`}
            name="country_code"
            value={country}
            onChange={(e) => (setCountry(e.target.value), setErrors({}))}
          >
            {COUNTRY_CODES.map((code) => (
              <option key={code} value={code}>
                {regionName(code)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.select} data-invalid={errors.bank_code ? true : undefined}>
          <label htmlFor={`${ids}-bank`}>{t('account.bank.bank')}</label>
          <select
            id={`${ids}-bank`}
            name="bank_code"
            value={values.bank_code}
            disabled={!banks.data}
            aria-invalid={errors.bank_code ? true : undefined}
            aria-describedby={errors.bank_code ? `${ids}-bank-error` : undefined}
            onChange={(e) => set('bank_code', e.target.value)}
          >
            <option value="">
              {banks.isError
                ? t('account.bank.banksFailed')
                : banks.data
                  ? t('account.bank.chooseBank')
                  : t('account.bank.loadingBanks')}
            </option>
            {banks.data?.banks.map((b) => (
              <option key={b.code} value={b.code}>
                {b.name}
              </option>
            ))}
          </select>
          {errors.bank_code ? (
            <p id={`${ids}-bank-error`} className={styles.fieldError}>
              {err('bank_code')}
            </p>
          ) : null}
        </div>
      </div>
      <TextField
        name="holder_name"
        label={t('account.bank.holder')}
        hint={t('account.bank.holderHint')}
        autoComplete="name"
        value={values.holder_name}
        error={err('holder_name')}
        onChange={(e) => set('holder_name', e.target.value)}
      />
      <TextField
        name="account_number"
        label={t('account.bank.number')}
        hint={lengthHint}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        value={values.account_number}
        error={err('account_number')}
        placeholder={current ? current.account_number_masked : undefined}
        onChange={(e) => set('account_number', e.target.value)}
      />
      <fieldset className={styles.proof}>
        <legend>{t('account.bank.proofTitle')}</legend>
        {useCode ? (
          <>
            <p className={styles.note}>
              {sent
                ? t('account.code.sentEmail', { to: sent.sent_to })
                : t('account.bank.codeIntro', { email: details.email_masked })}
            </p>
            {sent ? (
              <TextField
                name="otp"
                label={t('account.code.label')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={values.otp}
                error={err('otp')}
                onChange={(e) => set('otp', e.target.value.replace(/\D/g, ''))}
              />
            ) : null}
            {!sent && errors.otp ? (
              <p className={styles.fieldError} role="alert">
                {err('otp')}
              </p>
            ) : null}
            <Button type="button" variant="secondary" loading={sendCode.isPending} onClick={() => void askCode()}>
              {sent ? t('account.code.resend') : t('account.bank.sendCode')}
            </Button>
          </>
        ) : (
          <TextField
            name="password"
            type="password"
            label={t('account.bank.password')}
            autoComplete="current-password"
            value={values.password}
            error={err('password')}
            onChange={(e) => set('password', e.target.value)}
          />
        )}
        {details.has_password ? (
          <button type="button" className={styles.linkButton} onClick={() => (setUseCode((v) => !v), setErrors({}))}>
            {useCode ? t('account.bank.usePassword') : t('account.bank.useCode')}
          </button>
        ) : null}
      </fieldset>
      {errors.form ? (
        <p className={styles.formError} role="alert">
          {t(errors.form, errors.formWait !== undefined ? { wait: waitInWords(errors.formWait, locale) } : undefined)}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('account.bank.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t('account.bank.save')}
        </Button>
      </div>
    </form>
  );
}
