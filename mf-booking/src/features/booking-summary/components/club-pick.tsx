import { useId, useState } from 'react';
import type { Locale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { useSignedInUser } from '@rednest/shared/remote';
import { useClubPlans } from '../api/summary-extras';
import type { SummaryExtras } from '../hooks/use-summary-extras';
import { extrasErrorText } from '../../../utils/extras-error';
import { bookingErrorText } from '../../../utils/booking-error';
import styles from './summary-extras.module.scss';

/**
 * Joining the club with this stay: the site country's plans in the stay's currency as choices, "no
 * plan" first; the server adds the chosen plan's price as a membership line (never paid at the hotel)
 * and gives this stay its member price already.
 */
export function ClubPick({
  extras,
  currency,
  money,
  locale,
}: {
  extras: SummaryExtras;
  currency: string;
  money: (m: number) => string;
  locale: Locale;
}) {
  const t = useT();
  const id = useId();
  const user = useSignedInUser();
  const plans = useClubPlans(user !== null, locale);
  const [asked, setAsked] = useState<number | null | undefined>(undefined);
  const offered = (plans.data?.plans ?? []).filter((p) => p.currency === currency);
  if (!user || offered.length === 0) return null;
  const line = extras.summary?.adjustments.find((a) => a.kind === 'membership') ?? null;
  const chosen = asked !== undefined ? asked : line ? (extras.picks.club_plan_id ?? null) : null;
  const errorText =
    extras.error?.about === 'club'
      ? (extrasErrorText(extras.error.error, t) ?? bookingErrorText(extras.error.error, t))
      : null;
  const pick = (planId: number | null) => {
    setAsked(planId);
    void (planId === null ? extras.leaveClub() : extras.joinClub(planId)).finally(() => setAsked(undefined));
  };
  return (
    <fieldset className={styles.club} aria-describedby={`${id}-club-note`} disabled={extras.pending}>
      <legend className={styles.subTitle}>{t('booking.extras.club')}</legend>
      <p id={`${id}-club-note`} className={styles.muted}>
        {plans.data?.club_member
          ? t('booking.extras.clubRenew')
          : t('booking.extras.clubIntro', { percent: plans.data?.member_discount_percent ?? 0 })}
      </p>
      <label className={styles.check}>
        <input type="radio" name={`${id}-club`} checked={chosen === null} onChange={() => pick(null)} />
        <span>{t('booking.extras.clubNone')}</span>
      </label>
      {offered.map((p) => (
        <label key={p.id} className={styles.check}>
          <input type="radio" name={`${id}-club`} checked={chosen === p.id} onChange={() => pick(p.id)} />
          <span>{t('booking.extras.clubPlan', { name: p.name, price: money(p.price) })}</span>
        </label>
      ))}
      {line ? (
        <p className={styles.muted} role="status">
          {t('booking.extras.clubAdded', {
            name: offered.find((p) => String(p.id) === line.code)?.name ?? line.label,
            price: money(line.amount),
          })}
        </p>
      ) : null}
      {errorText ? (
        <p className={styles.alert} role="alert">
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}
