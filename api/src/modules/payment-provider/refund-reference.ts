/**
 * Our own id for a refund we ask the provider for, sent with the request and carried back by its
 * event (refund_reference): the event is matched to the refund share or change of dates it pays
 * even when it arrives before the provider's refund id is stored, and the same reference asked
 * twice (a retry, the sweeper racing a slow first request) is one refund at the provider.
 */
export type RefundTarget = { kind: 'part'; id: number } | { kind: 'date_change'; id: number };

export const refundReference = (target: RefundTarget): string =>
  target.kind === 'part' ? `refund_part_${target.id}` : `date_change_${target.id}`;

export function parseRefundReference(value: unknown): RefundTarget | null {
  if (typeof value !== 'string') return null;
  const m = /^(refund_part|date_change)_([1-9]\d{0,14})$/.exec(value);
  if (!m) return null;
  return { kind: m[1] === 'refund_part' ? 'part' : 'date_change', id: Number(m[2]) };
}
