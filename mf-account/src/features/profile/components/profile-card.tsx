import type { CurrencyCode, Locale, UserInfo } from '@rednest/shared/contracts';
import { COUNTRIES, intlTag } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Card, VisuallyHidden } from '@rednest/shared/ui';
import styles from './profile-card.module.scss';

export interface ProfileCardProps {
  profile: UserInfo;
  /** the site currency: used only when the user's home country is unknown */
  currency: CurrencyCode;
  locale: Locale;
}

/**
 * Redcash is held in the user's home-country currency (the API offers no cross-currency
 * conversion: redcash_conversion_unit 1), so a Singapore member browsing en-id still sees S$.
 */
export function redcashCurrency(profile: UserInfo, fallback: CurrencyCode): CurrencyCode {
  const home = Object.values(COUNTRIES).find((c) => c.name === profile.country_name);
  return home?.currency ?? fallback;
}

/**
 * Avatar background for a name's first letter: A–Z each get their own hue around the colour
 * wheel, dark enough (lightness 28%) for the white initial to keep a 4.5:1 contrast. Any other
 * first character keeps the brand colour (undefined).
 */
export function avatarColour(initial: string): string | undefined {
  const index = initial.toUpperCase().charCodeAt(0) - 65;
  if (initial.length !== 1 || index < 0 || index > 25) return undefined;
  return `hsl(${Math.round((index * 360) / 26)} 55% 28%)`;
}

/** A login-state instant (ISO 8601 UTC) in the page's language: a date, or a date and time. */
function when(iso: string | null | undefined, locale: Locale, withTime: boolean): string | null {
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  return new Intl.DateTimeFormat(
    intlTag(locale),
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' },
  ).format(new Date(iso));
}

/** Who is signed in, what they hold with us (tier, redcash, points), and their sign-ins (spec §3 login state). */
export function ProfileCard({ profile, currency, locale }: ProfileCardProps) {
  const t = useT();
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(' ') || profile.email;
  const initial = (profile.first_name || profile.email || '?').charAt(0).toUpperCase();
  const phone = profile.phone_number || profile.phone;
  const memberSince = when(profile.login_state?.first_login, locale, false);
  const lastSignIn = when(profile.login_state?.last_login, locale, true);
  return (
    <Card as="article">
      <div className={styles.identity}>
        {profile.picture ? (
          <img className={styles.avatar} src={profile.picture} alt="" width={56} height={56} />
        ) : (
          <span
            className={styles.avatar}
            aria-hidden="true"
            data-letter={initial}
            style={{ background: avatarColour(initial) }}
          >
            {initial}
          </span>
        )}
        <div>
          <h2 className={styles.name}>{name}</h2>
          <div className={styles.badges}>
            {profile.loyalty_tier ? (
              <span className={styles.badge} data-tier={profile.loyalty_tier}>
                <VisuallyHidden>{t('account.profile.tier')}: </VisuallyHidden>
                {t(`account.tier.${profile.loyalty_tier}`)}
              </span>
            ) : null}
            {profile.club_member ? <span className={styles.badge}>{t('account.profile.clubMember')}</span> : null}
          </div>
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('account.profile.email')}</dt>
          <dd>{profile.email}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.profile.phone')}</dt>
          <dd>
            {phone ? (
              <>
                {phone}{' '}
                <span className={styles.muted}>
                  ({t(profile.primary_phone_verified ? 'account.profile.verified' : 'account.profile.notVerified')})
                </span>
              </>
            ) : (
              <span className={styles.muted}>{t('account.profile.phoneMissing')}</span>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.profile.redcash')}</dt>
          <dd>{formatMoney(profile.converted_redcash_balance, redcashCurrency(profile, currency), locale)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.profile.points')}</dt>
          <dd>{new Intl.NumberFormat(intlTag(locale)).format(profile.point_balance)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('account.profile.bookings')}</dt>
          <dd>{new Intl.NumberFormat(intlTag(locale)).format(profile.my_bookings_count)}</dd>
        </div>
        {memberSince ? (
          <div className={styles.fact}>
            <dt>{t('account.profile.memberSince')}</dt>
            <dd>{memberSince}</dd>
          </div>
        ) : null}
        {lastSignIn ? (
          <div className={styles.fact}>
            <dt>{t('account.profile.lastSignIn')}</dt>
            <dd>
              {lastSignIn}{' '}
              <span className={styles.muted}>
                (
                {t('account.profile.signInCount', {
                  count: new Intl.NumberFormat(intlTag(locale)).format(profile.login_state?.login_count ?? 0),
                })}
                )
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
