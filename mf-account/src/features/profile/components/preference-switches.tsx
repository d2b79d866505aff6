import { useState } from 'react';
import type { UserInfo } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { usePreferences } from '../api/preferences';
import styles from './profile-card.module.scss';

/**
 * WhatsApp booking updates and marketing mails, as two checkboxes that save at once
 * (update_whatsapp_status, update_unsubscribed); a failed save puts the box back and says so.
 */
export function PreferenceSwitches({ profile }: { profile: UserInfo }) {
  const t = useT();
  const { whatsapp, unsubscribed } = usePreferences();
  const [values, setValues] = useState({ whatsapp: profile.whatsapp_status, marketing: !profile.is_unsubscribed });
  const [failed, setFailed] = useState(false);

  const save = async (key: 'whatsapp' | 'marketing', on: boolean) => {
    const before = values;
    setValues({ ...values, [key]: on });
    setFailed(false);
    try {
      const answer =
        key === 'whatsapp'
          ? await whatsapp.mutateAsync({ body: { whatsapp_status: on } })
          : await unsubscribed.mutateAsync({ body: { is_unsubscribed: !on } });
      setValues({ whatsapp: answer.whatsapp_status, marketing: !answer.is_unsubscribed });
    } catch {
      setValues(before);
      setFailed(true);
    }
  };

  return (
    <fieldset className={styles.preferences}>
      <legend>{t('account.settings.messages')}</legend>
      <label>
        <input
          type="checkbox"
          checked={values.whatsapp}
          disabled={whatsapp.isPending}
          onChange={(e) => void save('whatsapp', e.target.checked)}
        />
        {t('account.settings.whatsapp')}
      </label>
      <label>
        <input
          type="checkbox"
          checked={values.marketing}
          disabled={unsubscribed.isPending}
          onChange={(e) => void save('marketing', e.target.checked)}
        />
        {t('account.settings.marketing')}
      </label>
      {failed ? <p role="alert">{t('account.settings.saveFailed')}</p> : null}
    </fieldset>
  );
}
