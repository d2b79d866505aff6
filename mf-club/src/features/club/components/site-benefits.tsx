import { useId } from 'react';
import type { Locale, SiteLoyaltyBenefits } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Card, CardGrid, Section } from '@rednest/shared/ui';
import styles from './club.module.scss';

/**
 * What the club and the loyalty programme give on this site (site_loyalty_benefits), worded from the
 * server's numbers in the site's currency: the member price, cash back, points a night per tier and
 * the stay reward. A signed-in reader also sees where they stand.
 */
export function SiteBenefits({ benefits, locale }: { benefits: SiteLoyaltyBenefits; locale: Locale }) {
  const t = useT();
  const tableId = useId();
  const money = (minor: number) => formatMoney(minor, benefits.currency, locale);
  const points = benefits.points;
  return (
    <>
      {benefits.you ? <YourStanding you={benefits.you} /> : null}
      <Section title={t('club.benefits.listTitle')}>
        <CardGrid label={t('club.benefits.listTitle')}>
          <Card as="li" title={t('club.benefits.priceTitle', { percent: benefits.member_discount_percent })}>
            <p className={styles.body}>{t('club.benefits.priceBody', { percent: benefits.member_discount_percent })}</p>
          </Card>
          <Card as="li" title={t('club.benefits.cashbackTitle', { percent: benefits.club_cashback_percent })}>
            <p className={styles.body}>
              {t('club.benefits.cashbackBody', {
                club: benefits.club_cashback_percent,
                base: benefits.cashback_percent,
                days: benefits.redcash_validity_days,
                max: benefits.redcash_max_redeem_percent,
              })}
            </p>
          </Card>
          {benefits.stay_reward.max_discount > 0 ? (
            <Card as="li" title={t('club.benefits.rewardTitle', { count: benefits.stay_reward.every_stays })}>
              <p className={styles.body}>
                {t('club.benefits.rewardBody', {
                  count: benefits.stay_reward.every_stays,
                  percent: benefits.stay_reward.percent,
                  cap: money(benefits.stay_reward.max_discount),
                })}
              </p>
            </Card>
          ) : null}
          {points.point_value !== null ? (
            <Card as="li" title={t('club.benefits.pointsTitle')}>
              <p className={styles.body}>
                {t('club.benefits.pointsBody', {
                  value: money(points.point_value),
                  max: points.max_redeem_percent,
                })}
              </p>
              <table className={styles.tiers} aria-labelledby={tableId}>
                <caption id={tableId}>{t('club.benefits.tiersCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('club.benefits.tier')}</th>
                    <th scope="col">{t('club.benefits.from')}</th>
                    <th scope="col">{t('club.benefits.perNight')}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.tiers.map((tier) => (
                    <tr key={tier.tier}>
                      <th scope="row">{t(`club.tier.${tier.tier}`)}</th>
                      <td>{t('club.benefits.stays', { count: tier.min_stays })}</td>
                      <td>{new Intl.NumberFormat(locale).format(tier.points_per_night)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          ) : null}
        </CardGrid>
      </Section>
    </>
  );
}

function YourStanding({ you }: { you: NonNullable<SiteLoyaltyBenefits['you']> }) {
  const t = useT();
  const headingId = useId();
  return (
    <aside className={styles.status} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.statusTitle}>
        {t('club.benefits.youTitle')}
      </h2>
      <p className={styles.body}>
        {t('club.benefits.youTier', { tier: t(`club.tier.${you.loyalty_tier}`), count: you.completed_stays })}
      </p>
      <p className={styles.body}>
        {you.loyalty_status === 'available'
          ? t('club.benefits.youRewardReady')
          : you.loyalty_status === 'availed'
            ? t('club.benefits.youRewardHeld')
            : t('club.benefits.youRewardToGo', { count: you.remaining_bookings })}
      </p>
    </aside>
  );
}
