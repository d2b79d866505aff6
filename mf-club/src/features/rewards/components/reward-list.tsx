import type { Locale, MyRewards } from '@rednest/shared/contracts';
import { calendarDay, formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import styles from './rewards.module.scss';

type Reward = MyRewards['rewards'][number];

/** what a reward takes off, in words */
function offer(r: Reward, t: ReturnType<typeof useT>, locale: Locale): string {
  if (r.kind === 'percent')
    return r.max_discount !== null
      ? t('club.rewards.percentUpTo', {
          percent: r.percent ?? 0,
          amount: formatMoney(r.max_discount, r.currency, locale),
        })
      : t('club.rewards.percent', { percent: r.percent ?? 0 });
  return t('club.rewards.amountOff', { amount: formatMoney(r.amount ?? 0, r.currency, locale) });
}

/** The user's usable rewards as cards, then the ones held, used or expired, each with its state in words. */
export function RewardList({ rewards, locale }: { rewards: Reward[]; locale: Locale }) {
  const t = useT();
  const usable = rewards.filter((r) => r.state === 'usable');
  const past = rewards.filter((r) => r.state !== 'usable');
  return (
    <>
      {usable.length > 0 ? (
        <ul className={styles.cards}>
          {usable.map((r) => (
            <li key={r.id} className={styles.card}>
              <p className={styles.offer}>{offer(r, t, locale)}</p>
              <h2 className={styles.title}>{r.title}</h2>
              {r.min_spend > 0 ? (
                <p className={styles.muted}>
                  {t('club.rewards.minSpend', { amount: formatMoney(r.min_spend, r.currency, locale) })}
                </p>
              ) : null}
              <p className={styles.muted}>
                {t('club.rewards.validUntil', { date: calendarDay(r.valid_until, locale), currency: r.currency })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('club.rewards.noneUsable')}</p>
      )}
      {past.length > 0 ? (
        <section aria-labelledby="rewards-past" className={styles.past}>
          <h2 id="rewards-past" className={styles.title}>
            {t('club.rewards.past')}
          </h2>
          <ul className={styles.lines}>
            {past.map((r) => (
              <li key={r.id} className={styles.line}>
                <span>
                  <span className={styles.lineTitle}>{r.title}</span> · {offer(r, t, locale)}
                </span>
                <span className={styles.state} data-state={r.state}>
                  {t(`club.rewards.state.${r.state}`, { code: r.booking_code ?? '' })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
