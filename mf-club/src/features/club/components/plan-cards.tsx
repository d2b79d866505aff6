import { useId, useState } from 'react';
import { isApiCallError } from '@rednest/shared/api-client';
import type { Locale } from '@rednest/shared/contracts';
import { formatMoney } from '@rednest/shared/format';
import { useT, type TFunction } from '@rednest/shared/i18n';
import { useSignedInUser } from '@rednest/shared/remote';
import { startClubPurchase } from '@rednest/shared/session';
import { AppLink, Button, Card, CardGrid, EmptyState, Section, VisuallyHidden, navigate } from '@rednest/shared/ui';
import { useOrderMembership } from '../api/order-membership';
import { rankPlans, type ClubPlan } from '../utils/membership-days';
import styles from './club.module.scss';

/** what went wrong ordering a plan, in words the member can act on */
function orderErrorText(error: unknown, t: TFunction): string {
  if (isApiCallError(error) && error.code === 'PLAN_NOT_FOUND') return t('club.plan.orderGone');
  if (isApiCallError(error) && error.status === 401) return t('club.plan.orderSignIn');
  return t('club.plan.orderError');
}

/**
 * The country's club plans ranked by order, each with its duration, its price in its own currency
 * and its benefits. A plan is bought alone (Join now: club_membership_order, then the payment
 * screens with the club-purchase flag set) or with a stay on the booking summary, where the stay
 * gets the member price too; a guest is asked to sign in first and comes back here.
 */
export function PlanCards({ plans, locale }: { plans: readonly ClubPlan[]; locale: Locale }) {
  const t = useT();
  const howId = useId();
  const user = useSignedInUser();
  const order = useOrderMembership();
  const [failed, setFailed] = useState<{ planId: number; text: string } | null>(null);
  const ranked = rankPlans(plans);
  if (ranked.length === 0) return <EmptyState title={t('club.plan.emptyTitle')} description={t('club.plans.empty')} />;

  const join = async (plan: ClubPlan) => {
    if (!user) {
      navigate(`/${locale}/signIn?returnTo=${encodeURIComponent(`/${locale}/loyalty-plan`)}`);
      return;
    }
    setFailed(null);
    try {
      const ordered = await order.mutateAsync({ body: { plan_id: plan.id, locale } });
      startClubPurchase({ memberId: ordered.member_id, planId: ordered.plan_id });
      navigate(`/${locale}/payment?member=${ordered.member_id}`);
    } catch (error) {
      setFailed({ planId: plan.id, text: orderErrorText(error, t) });
    }
  };

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
            <Button
              variant="primary"
              fullWidth
              className={styles.join}
              aria-describedby={howId}
              loading={order.isPending && order.variables?.body.plan_id === plan.id}
              disabled={order.isPending}
              onClick={() => void join(plan)}
            >
              {user ? t('club.plan.buy') : t('club.plan.signInToBuy')}
              <VisuallyHidden>: {plan.name}</VisuallyHidden>
            </Button>
            {failed?.planId === plan.id ? (
              <p className={styles.orderError} role="alert">
                {failed.text}
              </p>
            ) : null}
            <AppLink to="/" className={styles.withStay}>
              {t('club.plan.join')}
              <VisuallyHidden>: {plan.name}</VisuallyHidden>
            </AppLink>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
