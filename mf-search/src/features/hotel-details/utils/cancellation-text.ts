import type { CancellationPolicy } from '@rednest/shared/contracts';

type T = (key: string, values?: Record<string, string | number>) => string;

/**
 * A plan's cancellation policy in plain words, from its fields (the API's English `summary` is not
 * used: it would not follow the page's language). Hours before check-in read as days when whole.
 */
export function cancellationText(policy: CancellationPolicy, t: T): string {
  if (!policy.refundable || policy.free_until_hours_before_check_in === null) {
    return policy.refundable && policy.fee_percent < 100
      ? t('search.hotel.cancel.partial', { percent: policy.fee_percent })
      : t('search.hotel.cancel.none');
  }
  const hours = policy.free_until_hours_before_check_in;
  const before =
    hours === 0
      ? t('search.hotel.cancel.untilCheckIn')
      : hours % 24 === 0
        ? t(hours === 24 ? 'search.hotel.cancel.daysBefore.one' : 'search.hotel.cancel.daysBefore.other', {
            count: hours / 24,
          })
        : t(hours === 1 ? 'search.hotel.cancel.hoursBefore.one' : 'search.hotel.cancel.hoursBefore.other', {
            count: hours,
          });
  const after =
    policy.fee_percent >= 100
      ? t('search.hotel.cancel.afterFull')
      : t('search.hotel.cancel.afterPercent', { percent: policy.fee_percent });
  return `${t('search.hotel.cancel.free', { when: before })} ${after}`;
}
