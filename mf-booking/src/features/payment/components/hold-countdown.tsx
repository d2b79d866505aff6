import { useEffect, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import styles from './payment-options.module.scss';

/** "Your room is held for 12:34": the time left before the hold ends; `onEnded` once it reaches zero. */
export function HoldCountdown({
  until,
  onEnded,
  now = () => Date.now(),
  label = 'booking.pay.heldFor',
}: {
  until: string;
  onEnded?: () => void;
  now?: () => number;
  label?: string;
}) {
  const t = useT();
  const end = Date.parse(until);
  const [left, setLeft] = useState(() => Math.max(0, end - now()));
  useEffect(() => {
    const tick = () => {
      const rest = Math.max(0, end - now());
      setLeft(rest);
      if (rest === 0) {
        clearInterval(timer);
        onEnded?.();
      }
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [end]); // eslint-disable-line react-hooks/exhaustive-deps
  const minutes = Math.floor(left / 60_000);
  const seconds = Math.floor((left % 60_000) / 1000);
  const clock = `${minutes}:${String(seconds).padStart(2, '0')}`;
  return (
    <p
      className={left < 120_000 ? `${styles.countdown} ${styles.urgent}` : styles.countdown}
      role="timer"
      aria-label={t(label, { time: t('booking.pay.minutes', { count: Math.ceil(left / 60_000) }) })}
    >
      {left > 0 ? t(label, { time: clock }) : t('booking.pay.holdEnded')}
    </p>
  );
}
