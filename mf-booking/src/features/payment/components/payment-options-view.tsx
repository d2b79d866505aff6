import { useId, useState } from 'react';
import type { PaymentMethod, PaymentOptions } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Button } from '@rednest/shared/ui';
import styles from './payment-options.module.scss';

/** list: every way to pay as a choice, the default preselected; express: the default as one button, the others below */
export type PaymentLayout = 'list' | 'express';

export interface PaymentOptionsViewProps {
  data: PaymentOptions;
  layout: PaymentLayout;
  locale: string;
  busy: boolean;
  onChoose(method: PaymentMethod): void;
}

/** The order's ways to pay, in the site's layout (site setting default_payment_options_msite). */
export function PaymentOptionsView({ data, layout, locale, busy, onChoose }: PaymentOptionsViewProps) {
  const t = useT();
  const id = useId();
  const available = data.options.filter((o) => o.available);
  const [picked, setPicked] = useState<PaymentMethod | null>(data.default_method);
  const money = (amount: number) => formatMoney(amount, data.order.currency, locale);
  const note = (o: PaymentOptions['options'][number]) =>
    o.due_at_hotel > 0
      ? t('booking.pay.dueAtHotel', { amount: money(o.due_at_hotel) })
      : t('booking.pay.dueNow', { amount: money(o.due_now) });
  // a club plan bought alone is no booking: its card line says the membership starts
  const about = (method: PaymentMethod) =>
    data.order.kind === 'membership' && method === 'card'
      ? 'booking.pay.about.cardClub'
      : `booking.pay.about.${method}`;
  const unavailable = data.options.filter((o) => !o.available);
  const notOffered =
    unavailable.length > 0 ? (
      <ul
        className={styles.unavailable}
        aria-label={t(data.order.kind === 'membership' ? 'booking.pay.notOfferedClub' : 'booking.pay.notOffered')}
      >
        {unavailable.map((o) => (
          <li key={o.method}>
            <strong>{t(`booking.pay.method.${o.method}`)}</strong>:{' '}
            {t(`booking.pay.reason.${o.reason ?? 'PAH_NOT_OFFERED'}`)}
          </li>
        ))}
      </ul>
    ) : null;

  if (layout === 'express' && data.default_method) {
    const first = available.find((o) => o.method === data.default_method)!;
    const others = available.filter((o) => o.method !== data.default_method);
    return (
      <div className={styles.options}>
        <section className={styles.express} aria-labelledby={`${id}-default`}>
          <h2 id={`${id}-default`} className={styles.heading}>
            {t(`booking.pay.method.${first.method}`)}
          </h2>
          <p className={styles.muted}>{t(about(first.method))}</p>
          <p>{note(first)}</p>
          <Button variant="primary" loading={busy} disabled={busy} onClick={() => onChoose(first.method)}>
            {t(`booking.pay.go.${first.method}`)}
          </Button>
        </section>
        {others.length > 0 ? (
          <section aria-labelledby={`${id}-others`}>
            <h2 id={`${id}-others`} className={styles.heading}>
              {t('booking.pay.otherWays')}
            </h2>
            <ul className={styles.list}>
              {others.map((o) => (
                <li key={o.method} className={styles.option}>
                  <span>
                    <strong>{t(`booking.pay.method.${o.method}`)}</strong>
                    <br />
                    <span className={styles.muted}>{note(o)}</span>
                  </span>
                  <Button variant="secondary" disabled={busy} onClick={() => onChoose(o.method)}>
                    {t(`booking.pay.go.${o.method}`)}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {notOffered}
      </div>
    );
  }

  return (
    <form
      className={styles.options}
      onSubmit={(e) => {
        e.preventDefault();
        if (picked) onChoose(picked);
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.heading}>{t('booking.pay.how')}</legend>
        {available.map((o) => (
          <label key={o.method} className={picked === o.method ? `${styles.option} ${styles.picked}` : styles.option}>
            <input
              type="radio"
              name={`${id}-method`}
              value={o.method}
              checked={picked === o.method}
              onChange={() => setPicked(o.method)}
            />
            <span>
              <strong>{t(`booking.pay.method.${o.method}`)}</strong>
              <span className={styles.muted}>{t(about(o.method))}</span>
              <span>{note(o)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {notOffered}
      <Button type="submit" variant="primary" loading={busy} disabled={busy || !picked}>
        {picked ? t(`booking.pay.go.${picked}`) : t('booking.pay.continue')}
      </Button>
    </form>
  );
}
