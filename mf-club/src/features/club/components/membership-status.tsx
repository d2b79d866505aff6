import { useId } from 'react';
import type { ClubMember, Locale } from '@rednest/shared/contracts';
import { calendarDay } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink } from '@rednest/shared/ui';
import { lastCoveredDay } from '../utils/membership-days';
import styles from './club.module.scss';

interface MembershipStatusProps {
  /** club_member for a signed-in user; null for a guest */
  member: ClubMember | null;
  /** club_loyalty_plans' next_start: the day a plan bought now starts */
  nextStart: string;
  locale: Locale;
}

/**
 * Where the reader stands: a member's last covered day, days left and any renewal; plans bought with
 * a booking still waiting for its payment; a guest is asked to sign in. Nothing for a signed-in user
 * who holds no membership and waits for none: the plans say the rest.
 */
export function MembershipStatus({ member, nextStart, locale }: MembershipStatusProps) {
  const t = useT();
  const headingId = useId();

  if (!member) {
    return (
      <aside className={styles.status} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.statusTitle}>
          {t('club.plan.signInTitle')}
        </h2>
        <p className={styles.body}>{t('club.plan.signInBody')}</p>
        <AppLink to={`/signIn?returnTo=/${locale}/loyalty-plan`} className={styles.signIn}>
          {t('club.wallet.signIn')}
        </AppLink>
      </aside>
    );
  }

  const current = member.membership;
  const until = lastCoveredDay(current?.ends_on);
  const coveredUntil = lastCoveredDay(member.covered_until);
  const renewed = until !== null && coveredUntil !== null && coveredUntil > until;
  const pending = member.memberships.filter((m) => m.status === 'pending');
  if (!current && pending.length === 0) return null;

  return (
    <section className={styles.status} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.statusTitle}>
        {t('club.plan.yours')}
      </h2>
      {current && until ? (
        <dl className={styles.facts}>
          <div>
            <dt className={styles.term}>{current.plan_name}</dt>
            <dd className={styles.fact}>{t('club.plan.memberUntil', { date: calendarDay(until, locale) })}</dd>
          </div>
          <div>
            <dt className={styles.term}>{t('club.plan.daysLeftTerm')}</dt>
            <dd className={styles.fact}>{t('club.plan.daysLeft', { count: member.days_left })}</dd>
          </div>
          {renewed ? (
            <div>
              <dt className={styles.term}>{t('club.plan.renewedTerm')}</dt>
              <dd className={styles.fact}>{t('club.plan.renewed', { date: calendarDay(coveredUntil, locale) })}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {pending.map((m) => (
        <p key={m.id} className={styles.body}>
          {t('club.plan.pending', { plan: m.plan_name })}
        </p>
      ))}
      {current ? (
        <p className={styles.body}>{t('club.plan.nextStart', { date: calendarDay(nextStart, locale) })}</p>
      ) : null}
      <AppLink to="/redclub-history" className={styles.signIn}>
        {t('club.memberHistory.link')}
      </AppLink>
    </section>
  );
}
