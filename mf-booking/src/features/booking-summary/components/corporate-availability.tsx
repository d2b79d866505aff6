import { useId, useState } from 'react';
import type { CorporateAvailability, StayChoiceQuery } from '@rednest/shared/contracts';
import { useEndpointMutation } from '@rednest/shared/api-client';
import { useT } from '@rednest/shared/i18n';
import { pluralKey } from '@rednest/shared/format';
import { useShell, useShellMoney } from '@rednest/shared/remote';
import { Button } from '@rednest/shared/ui';
import { bookingErrorText } from '../../../utils/booking-error';
import styles from './corporate-availability.module.scss';

interface Props {
  choice: StayChoiceQuery;
  /** the total the summary shows now (the server compares it; it is never charged) */
  total: number | null;
  currency: string;
  /** the summary is being priced again: checking now would compare an old total */
  busy: boolean;
}

/**
 * The corporate site's step in place of "Book": check_availability answers whether the rooms are
 * on sale now for every night at the company's amount, and that price. Nothing is held.
 */
export function CorporateAvailabilityPanel({ choice, total, currency, busy }: Props) {
  const t = useT();
  const id = useId();
  const prices = useShellMoney();
  const { locale } = useShell();
  const check = useEndpointMutation('checkAvailability');
  const [answer, setAnswer] = useState<CorporateAvailability | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setError(null);
    try {
      setAnswer(await check.mutateAsync({ query: { ...choice, ...(total !== null ? { total } : {}) } }));
    } catch (e) {
      setAnswer(null);
      setError(bookingErrorText(e, t));
    }
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('booking.corporate.title')}
      </h2>
      <p className={styles.muted}>{t('booking.corporate.intro')}</p>
      <Button onClick={() => void run()} disabled={check.isPending || busy}>
        {t(check.isPending ? 'booking.corporate.checking' : 'booking.corporate.check')}
      </Button>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className={styles.soldOut}>
            {error}
          </p>
        ) : null}
        {answer && answer.available && answer.summary ? (
          <div className={styles.result}>
            <p>
              {t(pluralKey('booking.corporate.available', answer.available_rooms, locale), {
                count: answer.available_rooms,
              })}
            </p>
            <p className={styles.price}>{prices.format(answer.summary.total, currency)}</p>
            {answer.price_changed ? <p>{t('booking.corporate.priceChanged')}</p> : null}
          </div>
        ) : null}
        {answer && !answer.available ? <p className={styles.soldOut}>{t('booking.corporate.soldOut')}</p> : null}
      </div>
    </section>
  );
}
