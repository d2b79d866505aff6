import { useId } from 'react';
import type { Locale, PointsLine } from '@rednest/shared/contracts';
import { calendarDay } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Button, ErrorPanel } from '@rednest/shared/ui';
import styles from './points.module.scss';

interface PointsHistoryProps {
  lines: PointsLine[];
  locale: Locale;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** an older page failed to load */
  moreFailed: boolean;
}

/** The member's points movements, newest first, each with its booking and day. */
export function PointsHistory({ lines, locale, hasMore, loadingMore, onMore, moreFailed }: PointsHistoryProps) {
  const t = useT();
  const headingId = useId();
  const number = new Intl.NumberFormat(locale, { signDisplay: 'always' });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('club.points.history')}
      </h2>
      {lines.length === 0 ? (
        <p className={styles.muted}>{t('club.points.empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <div>
                <span className={styles.lineKind}>{t(`club.points.kind.${line.kind}`)}</span>
                {line.booking_code ? (
                  <span className={styles.muted} translate="no">
                    {' '}
                    · {line.booking_code}
                  </span>
                ) : null}
                {line.pending ? <span className={styles.pending}>{t('club.history.pending')}</span> : null}
                <span className={styles.lineMeta}>{calendarDay(line.at, locale)}</span>
              </div>
              <span className={line.points > 0 ? styles.pointsIn : styles.pointsOut}>
                {t('club.points.amount', { points: number.format(line.points) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {moreFailed ? (
        <ErrorPanel message={t('club.points.moreError')} onRetry={onMore} retryLabel={t('club.retry')} />
      ) : hasMore ? (
        <Button variant="secondary" onClick={onMore} disabled={loadingMore}>
          {t('club.history.more')}
        </Button>
      ) : null}
    </section>
  );
}
