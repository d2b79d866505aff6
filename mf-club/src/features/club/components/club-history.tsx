import { useId } from 'react';
import type { ClubProfile, Locale } from '@rednest/shared/contracts';
import { calendarDay, formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { AppLink, EmptyState, Section, VisuallyHidden } from '@rednest/shared/ui';
import { lastCoveredDay } from '../utils/membership-days';
import { membershipPhase } from '../utils/membership-phase';
import styles from './club.module.scss';

/** What member prices saved, per currency: a total and over how many stays, or that none has yet. */
export function ClubSavings({ profile, locale }: { profile: ClubProfile; locale: Locale }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className={styles.status} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.statusTitle}>
        {t('club.memberHistory.savedTitle')}
      </h2>
      {profile.savings.length ? (
        <ul className={styles.totals}>
          {profile.savings.map((s) => (
            <li key={s.currency}>
              <span className={styles.price}>{formatMoney(s.amount, s.currency, locale)}</span>{' '}
              {t('club.memberHistory.savedOn', { count: s.stays })}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.body}>{t('club.memberHistory.savedNone', { percent: profile.member_discount_percent })}</p>
      )}
    </section>
  );
}

/** Every membership bought, newest first: its plan, days and price, and where it stands. */
export function MembershipList({ profile, locale }: { profile: ClubProfile; locale: Locale }) {
  const t = useT();
  if (!profile.memberships.length)
    return (
      <EmptyState
        title={t('club.memberHistory.noneTitle')}
        description={t('club.memberHistory.noneBody')}
        action={<AppLink to="/loyalty-plan">{t('club.memberHistory.seePlans')}</AppLink>}
      />
    );
  return (
    <Section title={t('club.memberHistory.memberships')}>
      <ul className={styles.rows}>
        {profile.memberships.map((m) => {
          const phase = membershipPhase(m, profile);
          const last = lastCoveredDay(m.ends_on);
          return (
            <li key={m.id} className={styles.row}>
              <span>
                <span className={styles.rowTitle}>{m.plan_name}</span>{' '}
                <span className={phase === 'current' ? styles.badgeOn : styles.badge}>
                  {t(`club.memberHistory.phase.${phase}`)}
                </span>
                <span className={styles.rowMeta}>
                  {m.starts_on && last
                    ? t('club.memberHistory.range', {
                        from: calendarDay(m.starts_on, locale),
                        to: calendarDay(last, locale),
                      })
                    : t('club.memberHistory.waiting')}
                </span>
              </span>
              <span className={styles.rowAmount}>
                {formatMoney(m.price, m.currency, locale)}
                {m.status === 'active' ? (
                  <AppLink to={`/rc-profile-invoice/${m.id}`} className={styles.rowLink}>
                    {t('club.invoice.link')}
                    <VisuallyHidden>: {m.plan_name}</VisuallyHidden>
                  </AppLink>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** The paid stays booked at a member's price, newest check-in first, each leading to its booking. */
export function SavedStays({ profile, locale }: { profile: ClubProfile; locale: Locale }) {
  const t = useT();
  if (!profile.saved_stays.length) return null;
  return (
    <Section title={t('club.memberHistory.stays')}>
      <ul className={styles.rows}>
        {profile.saved_stays.map((s) => (
          <li key={s.booking_salt} className={styles.row}>
            <span>
              <AppLink to={`/bookings/${s.booking_salt}`} className={styles.rowTitle}>
                {s.hotel_name}
              </AppLink>
              <span className={styles.rowMeta}>
                {t('club.memberHistory.range', {
                  from: calendarDay(s.check_in_date, locale),
                  to: calendarDay(s.check_out_date, locale),
                })}
              </span>
            </span>
            <span className={styles.rowAmount}>
              {t('club.memberHistory.saved', { amount: formatMoney(s.saved, s.currency, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
