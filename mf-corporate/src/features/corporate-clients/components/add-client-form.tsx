import { useId, useState } from 'react';
import type { AddCorpClientBody, CorpClientLinkSent } from '@rednest/shared/contracts';
import { ApiCallError } from '@rednest/shared/api-client';
import { fieldErrorText, lazyResolver, useForm } from '@rednest/shared/forms';
import { useT } from '@rednest/shared/i18n';
import { useShell, useShellSite } from '@rednest/shared/remote';
import { Button, TextField } from '@rednest/shared/ui';
import { useAddCorpClient } from '../api/add-corp-client';
import { clientErrorText } from '../utils/client-error';
import { subscriberDigits } from '../utils/phone-digits';
import styles from './corporate-clients.module.scss';

const resolver = lazyResolver<AddCorpClientBody>(() =>
  import('../utils/add-client-resolver').then((m) => m.addClientResolver),
);

type Channel = 'email' | 'phone';
const FIELDS = ['name', 'email', 'phone'] as const;

/**
 * Name, then the link's way (email or SMS) and the address. Checked with the API's body schema on
 * submit (first wrong field focused); the API's verdicts on fields go next to them, others above.
 */
export function AddClientForm({ onAdded }: { onAdded(sent: CorpClientLinkSent): void }) {
  const t = useT();
  const { locale } = useShell();
  const { country } = useShellSite();
  const id = useId();
  const [channel, setChannel] = useState<Channel>('email');
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddCorpClient();
  const form = useForm<AddCorpClientBody>({
    resolver,
    defaultValues: { name: '', email: '', phone: '' },
    reValidateMode: 'onSubmit',
    shouldUnregister: true,
  });
  const { register, formState, setError, setFocus, clearErrors } = form;
  const { errors } = formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const address = channel === 'email' ? (values.email ?? '').trim() : (values.phone ?? '').trim();
    if (!address) {
      setError(channel, {
        type: 'required',
        message: channel === 'email' ? 'corp.error.emailRequired' : 'corp.error.phoneRequired',
      });
      setFocus(channel);
      return;
    }
    const digits = channel === 'phone' ? subscriberDigits(address, country.phoneCode).length : 0;
    if (channel === 'phone' && (digits < 6 || digits > 13)) {
      setError('phone', { type: 'pattern', message: 'corp.error.phoneInvalid' });
      setFocus('phone');
      return;
    }
    try {
      const body: AddCorpClientBody =
        channel === 'email'
          ? { name: values.name.trim(), email: address, locale }
          : { name: values.name.trim(), phone: address, country_code: country.code, locale };
      onAdded(await add.mutateAsync({ body }));
    } catch (error) {
      const details =
        error instanceof ApiCallError && error.code === 'VALIDATION_FAILED'
          ? ((error.body as { details?: Array<{ field: string }> } | null)?.details ?? [])
          : [];
      const named = FIELDS.filter((f) => details.some((d) => d.field.replace(/^.*[./]/, '') === f));
      if (named.length) {
        for (const f of named)
          setError(f, {
            type: 'server',
            message:
              f === 'name'
                ? 'corp.error.nameRequired'
                : f === 'email'
                  ? 'corp.error.emailInvalid'
                  : 'corp.error.phoneInvalid',
          });
        setFocus(named[0]!);
      } else {
        setFailure(clientErrorText(error, t));
      }
    }
  });

  const choose = (next: Channel) => {
    setChannel(next);
    clearErrors(['email', 'phone']);
    setFailure(null);
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => void submit(e)}
      onFocus={resolver.preload}
      aria-busy={formState.isSubmitting || undefined}
    >
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      <TextField
        label={t('corp.add.name')}
        autoComplete="off"
        maxLength={120}
        required
        {...register('name')}
        error={fieldErrorText(t, errors.name)}
      />
      <fieldset className={styles.by}>
        <legend className={styles.byLegend}>{t('corp.add.by')}</legend>
        {(['email', 'phone'] as const).map((way) => (
          <label key={way} className={styles.byOption} htmlFor={`${id}-${way}`}>
            <input
              type="radio"
              id={`${id}-${way}`}
              name={`${id}-by`}
              value={way}
              checked={channel === way}
              onChange={() => choose(way)}
            />
            {t(way === 'email' ? 'corp.add.byEmail' : 'corp.add.byPhone')}
          </label>
        ))}
      </fieldset>
      {channel === 'email' ? (
        <TextField
          key="email"
          label={t('corp.add.email')}
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="off"
          maxLength={254}
          required
          {...register('email')}
          error={fieldErrorText(t, errors.email)}
        />
      ) : (
        <TextField
          key="phone"
          label={t('corp.add.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          required
          hint={t('corp.add.phoneHint', { code: `+${country.phoneCode}` })}
          {...register('phone')}
          error={fieldErrorText(t, errors.phone)}
        />
      )}
      <Button type="submit" loading={formState.isSubmitting}>
        {t('corp.add.submit')}
      </Button>
    </form>
  );
}
