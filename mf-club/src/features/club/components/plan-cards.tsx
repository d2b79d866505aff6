import { useId } from 'react';
import type { Locale } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT } from '@rednest/shared/i18n';
import { Card, CardGrid, EmptyState, Section, VisuallyHidden } from '@rednest/shared/ui';
import { ButtonLink } from '@rednest/shared/ui/button-link';
import { rankPlans, type ClubPlan } from '../utils/membership-days';
import styles from './club.module.scss';

/**
 * The country's club plans ranked by order, each with its duration, its price in its own currency
 * and its benefits. A plan is bought with a stay, on the booking summary, so each card leads to the
 * locale's home to choose one; the one line saying how is read with every card's link.
 */
export function PlanCards({ plans, locale }: { plans: readonly ClubPlan[]; locale: Locale }) {
  const t = useT();
  const howId = useId();
  const ranked = rankPlans(plans);
  if (ranked.length === 0) return <EmptyState title={t('club.plan.emptyTitle')} description={t('club.plans.empty')} />;
  return (
    <Section title={t('club.plans.title')}>
      <p id={howId} className={styles.how}>
        {t('club.plan.how')}
      </p>
      <CardGrid label={t('club.plans.title')}>
        {ranked.map((plan) => (
          <Card key={plan.id} as="li" title={plan.name}>
            <p className={styles.planPrice}>
              <span className={styles.price}>{formatMoney(plan.price, plan.currency, locale)}</span>
              <span className={styles.note}>{t('club.plans.duration', { days: plan.duration_days })}</span>
            </p>
            {plan.benefits.length > 0 ? (
              <ul className={styles.benefits} aria-label={t('club.plan.benefits', { plan: plan.name })}>
                {plan.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
            <ButtonLink to="/" variant="primary" fullWidth className={styles.join} aria-describedby={howId}>
              {t('club.plan.join')}
              <VisuallyHidden>: {plan.name}</VisuallyHidden>
            </ButtonLink>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
