import type { LoyaltyTier } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { Card, CardGrid, Section } from '@rednest/shared/ui';
import { sortTiers, type TierInfo } from '../utils/loyalty-order';
import { BenefitList } from './benefit-list';
import styles from './redcash.module.scss';

/** Loyalty tiers bronze → diamond (spec §4); the signed-in user's tier is marked. */
export function TierLadder({ tiers, currentTier }: { tiers: readonly TierInfo[]; currentTier: LoyaltyTier | null }) {
  const t = useT();
  if (tiers.length === 0) return null;
  const threshold = (min: number) =>
    min <= 0 ? t('club.tiers.start') : min === 1 ? t('club.tiers.fromOne') : t('club.tiers.from', { count: min });
  return (
    <Section title={t('club.tiers.title')} intro={t('club.tiers.intro')}>
      <CardGrid>
        {sortTiers(tiers).map((tier) => {
          const isCurrent = tier.key === currentTier;
          return (
            // the list item carries the marks (aria-current, colour); the card inside is the kit's
            <li
              key={tier.key}
              className={styles.tier}
              data-tier={tier.key}
              aria-current={isCurrent ? 'true' : undefined}
            >
              <Card title={tier.name} className={styles.tierCard}>
                {isCurrent && <span className={styles.badge}>{t('club.tiers.yours')}</span>}
                <p className={styles.note}>{threshold(tier.min_bookings)}</p>
                <BenefitList benefits={tier.benefits} />
              </Card>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
