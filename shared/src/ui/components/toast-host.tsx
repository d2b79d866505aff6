import '../labels';
import { useEffect, useSyncExternalStore } from 'react';
import { bus as pageBus, type EventBus } from '@rednest/shared/event-bus';
import { useT } from '@rednest/shared/i18n';
import { cx } from './class-names';
import { dismissToast, getToasts, toast, toasts$, type ToastItem } from './toast-store';
import styles from './toast-host.module.scss';

const subscribe = (onChange: () => void) => {
  const sub = toasts$.subscribe(() => onChange());
  return () => sub.unsubscribe();
};

export interface ToastHostProps {
  /** also show `toast.show.v1` bus events (remotes that do not import the kit can still toast) */
  bus?: EventBus | null;
}

/** Mount once (the shell does). Polite announcements for info/success, assertive for errors. */
export function ToastHost({ bus = pageBus }: ToastHostProps) {
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  const t = useT();

  useEffect(() => {
    if (!bus) return;
    const sub = bus.on('toast.show.v1').subscribe((e) => toast(e.payload.message, e.payload.kind, e.payload.timeoutMs));
    return () => sub.unsubscribe();
  }, [bus]);

  const polite = items.filter((i) => i.kind !== 'error');
  const urgent = items.filter((i) => i.kind === 'error');
  return (
    <div className={styles.rnToastHost} aria-label={t('ui.notifications')} role="region">
      {/* The live regions stay mounted so screen readers announce what is added; the status/alert
          role is there only while a stack has toasts, so an empty stack is not an "alert" on every page. */}
      <div role={polite.length ? 'status' : undefined} aria-live="polite" className={styles.rnToastStack}>
        {polite.map((item) => (
          <ToastView key={item.id} item={item} dismissLabel={t('ui.dismiss')} />
        ))}
      </div>
      <div role={urgent.length ? 'alert' : undefined} aria-live="assertive" className={styles.rnToastStack}>
        {urgent.map((item) => (
          <ToastView key={item.id} item={item} dismissLabel={t('ui.dismiss')} />
        ))}
      </div>
    </div>
  );
}

function ToastView({ item, dismissLabel }: { item: ToastItem; dismissLabel: string }) {
  useEffect(() => {
    if (item.timeoutMs <= 0) return;
    const timer = setTimeout(() => dismissToast(item.id), item.timeoutMs);
    return () => clearTimeout(timer);
  }, [item.id, item.timeoutMs]);

  return (
    <div className={cx(styles.rnToast, styles[`rnToast-${item.kind}`])}>
      <p className={styles.rnToastMessage}>{item.message}</p>
      <button
        type="button"
        className={styles.rnToastDismiss}
        aria-label={dismissLabel}
        onClick={() => dismissToast(item.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
