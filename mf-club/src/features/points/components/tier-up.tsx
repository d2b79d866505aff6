import { useEffect, useRef } from 'react';
import type { LoyaltyTier } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useMarkShowAnimation } from '../api/mark-show-animation';
import styles from './points.module.scss';

/**
 * The one-time celebration of a new tier: announced politely to screen readers, animated unless the
 * guest prefers reduced motion, and recorded as shown (mark_show_animation) once it is on screen.
 */
export function TierUp({ tier }: { tier: LoyaltyTier }) {
  const t = useT();
  const mark = useMarkShowAnimation();
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    mark.mutate({});
  }, [mark]);
  return (
    <div className={styles.tierUp} role="status" data-tier={tier}>
      <span className={styles.badge} aria-hidden="true">
        ★
      </span>
      <div>
        <p className={styles.tierUpTitle}>{t('club.points.tierUpTitle', { tier: t(`club.tier.${tier}`) })}</p>
        <p className={styles.body}>{t('club.points.tierUpBody')}</p>
      </div>
    </div>
  );
}
