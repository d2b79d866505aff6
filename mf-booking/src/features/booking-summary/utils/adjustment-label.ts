import type { BookingAdjustment } from '@rednest/shared/contracts';

type T = (key: string, values?: Record<string, string | number>) => string;

/** an adjustment's line in the guest's words (the summary; a change of dates' quote shows the same lines) */
export function adjustmentLabel(a: BookingAdjustment, t: T): string {
  if (a.kind === 'coupon') return t('booking.summary.coupon', { code: a.code });
  if (a.kind === 'corporate_amount') return t('booking.summary.corporate');
  if (a.kind === 'mkt_reward') return t('booking.summary.reward', { title: a.label });
  if (a.kind === 'redcash') return t('booking.summary.redcash');
  if (a.kind === 'points') return t('booking.summary.points', { count: a.quantity });
  if (a.kind === 'club_discount') return t('booking.summary.clubDiscount');
  if (a.kind === 'stay_reward') return t('booking.summary.stayReward');
  if (a.kind === 'membership') return t('booking.summary.membership', { name: a.label });
  if (a.kind === 'add_on')
    return t('booking.summary.addOnLine', { name: t(`booking.extras.addOn.${a.code}`), count: a.quantity });
  return a.label;
}
