import { useT } from '@rednest/shared/i18n';
import styles from './verify-client.module.scss';

/** Whom a link verifies: the company, the client's name and the address it went to, masked. */
export function LinkFacts({ company, name, sentTo }: { company: string; name: string; sentTo: string }) {
  const t = useT();
  return (
    <dl className={styles.facts}>
      <dt>{t('corp.verify.company')}</dt>
      <dd>{company}</dd>
      <dt>{t('corp.verify.for')}</dt>
      <dd>{name}</dd>
      <dt>{t('corp.verify.address')}</dt>
      <dd>{sentTo}</dd>
    </dl>
  );
}
