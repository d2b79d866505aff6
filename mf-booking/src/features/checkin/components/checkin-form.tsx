import { useState, type FormEvent } from 'react';
import { ApiCallError } from '@rednest/shared/api-client';
import type { CheckinStatus } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Button, TextField } from '@rednest/shared/ui';
import { useDoCheckin } from '../api/do-checkin';
import styles from './checkin.module.scss';

const CODES = [
  'ID_NOT_ACCEPTED',
  'ID_NUMBER_INVALID',
  'CHECKIN_NOT_OPEN',
  'CHECKIN_CLOSED',
  'CHECKIN_NOT_ELIGIBLE',
] as const;

/** The self check-in form: one of the IDs the property accepts, its number and the guest's name. */
export function CheckinForm({
  status,
  defaultName,
  onDone,
}: {
  status: CheckinStatus;
  defaultName: string;
  onDone: (s: CheckinStatus) => void;
}) {
  const t = useT();
  const checkIn = useDoCheckin();
  const [idType, setIdType] = useState(status.accepted_ids[0] ?? 'passport');
  const [idNumber, setIdNumber] = useState('');
  const [name, setName] = useState(defaultName);
  const [errors, setErrors] = useState<{ number?: string; name?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      number: idNumber.trim().length < 4 ? t('booking.checkin.numberRequired') : undefined,
      name: name.trim().length < 2 ? t('booking.checkin.nameRequired') : undefined,
    };
    setErrors(next);
    if (next.number || next.name) return;
    try {
      onDone(
        await checkIn.mutateAsync({
          body: {
            booking_salt: status.booking_salt,
            id_type: idType,
            id_number: idNumber.trim(),
            full_name: name.trim(),
          },
        }),
      );
    } catch (error) {
      if (error instanceof ApiCallError && error.code === 'ID_NUMBER_INVALID')
        setErrors({ number: t('booking.checkin.error.ID_NUMBER_INVALID') });
      else if (error instanceof ApiCallError && (CODES as readonly string[]).includes(error.code))
        setErrors({ form: t(`booking.checkin.error.${error.code}`) });
      else
        setErrors({
          form:
            error instanceof ApiCallError && error.status === 0
              ? t('booking.error.network')
              : t('booking.error.generic'),
        });
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="bkg-checkin-form">
      <h2 id="bkg-checkin-form" className={styles.title}>
        {t('booking.checkin.formTitle')}
      </h2>
      <div>
        <label className={styles.label} htmlFor="bkg-id-type">
          {t('booking.checkin.idType')}
        </label>
        <select
          id="bkg-id-type"
          className={styles.select}
          value={idType}
          onChange={(e) => setIdType(e.target.value as typeof idType)}
        >
          {status.accepted_ids.map((id) => (
            <option key={id} value={id}>
              {t(`booking.checkin.id.${id}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('booking.checkin.idNumber')}
        value={idNumber}
        onChange={(e) => setIdNumber(e.target.value)}
        autoComplete="off"
        required
        error={errors.number}
        hint={t('booking.checkin.idHint')}
      />
      <TextField
        label={t('booking.checkin.fullName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        autoComplete="name"
        required
        error={errors.name}
      />
      {errors.form ? (
        <p className={styles.alert} role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" variant="primary" loading={checkIn.isPending}>
        {t('booking.checkin.submit')}
      </Button>
    </form>
  );
}
