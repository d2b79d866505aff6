import type { Locale } from '@rednest/shared/contracts';
import { useT } from '@rednest/shared/i18n';
import { formatMoney } from '@rednest/shared/format';
import { Card, CardGrid, Section } from '@rednest/shared/ui';
import { sortPlans, type ClubPlan } from '../utils/loyalty-order';
import { BenefitList } from './benefit-list';
import styles from './redcash.module.scss';

/** Club price plans ranked by order, each price in its own currency. */
export function ClubPlans({ plans, locale }: { plans: readonly ClubPlan[]; locale: Locale }) {
  const t = useT();
  const ranked = sortPlans(plans);
  return (
    <Section title={t('club.plans.title')} intro={t('club.plans.intro')}>
      {ranked.length === 0 ? (
        <p className={styles.muted}>{t('club.plans.empty')}</p>
      ) : (
        <CardGrid>
          {ranked.map((plan) => (
            <Card key={plan.id} as="li" title={plan.name}>
              <p className={styles.planPrice}>
                <span className={styles.price}>{formatMoney(plan.price, plan.currency, locale)}</span>
                <span className={styles.note}>{t('club.plans.duration', { days: plan.duration_days })}</span>
              </p>
              <BenefitList benefits={plan.benefits} />
            </Card>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
