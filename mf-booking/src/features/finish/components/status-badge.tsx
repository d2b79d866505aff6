import type { Booking } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { CheckIcon, ClockIcon, EndedIcon } from './icons';
import styles from './finish.module.scss';

const TONE: Record<Booking['status'], { className: string | undefined; icon: React.ReactNode }> = {
  pending: { className: styles.statusWaiting, icon: <ClockIcon /> },
  confirmed: { className: styles.statusOk, icon: <CheckIcon /> },
  checked_in: { className: styles.statusOk, icon: <CheckIcon /> },
  completed: { className: styles.statusDone, icon: <CheckIcon /> },
  cancelled: { className: styles.statusEnded, icon: <EndedIcon /> },
};

/** A booking's status as a badge: its word (the icon and colour only repeat it) — confirmed, awaiting payment, checked in, completed, cancelled. */
export function StatusBadge({ status }: { status: Booking['status'] }) {
  const t = useT();
  const tone = TONE[status] ?? TONE.pending;
  return (
    <span className={`${styles.status} ${tone.className ?? ''}`}>
      {tone.icon}
      {t(`booking.status.${status}`)}
    </span>
  );
}
