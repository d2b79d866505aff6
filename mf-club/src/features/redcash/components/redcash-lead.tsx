import type { RsiteContent } from '@rednest/shared/contracts';
import styles from './redcash.module.scss';

/** The intro/hero block of the what_is_redcash content: the page's lead, with its illustration. */
export function RedcashLead({ intro }: { intro: RsiteContent['blocks'][number] }) {
  return (
    <div className={styles.lead}>
      <p className={styles.muted}>{intro.body}</p>
      {intro.image_url && <img className={styles.leadImage} src={intro.image_url} alt="" />}
    </div>
  );
}
