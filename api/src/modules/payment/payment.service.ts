/**
 * Card payments: a checkout for a pending booking's total (the server's amount, never
 * the client's), and the provider's signed events applied once each.
 */
import type { CardPayment, CardPaymentBody, PaymentDeclineReason } from '@rednest/shared/contracts';
import { isOneOf, PAYMENT_DECLINE_REASONS } from '@rednest/shared/contracts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import type { CardProvider } from '../payment-provider/gateway-client.ts';
import { ProviderUnavailable } from '../payment-provider/gateway-client.ts';
import type { PaymentRepository, PaymentStatus } from './payment.repository.ts';
import { siteReturnUrl } from '../../http/return-url.ts';
import { parseRefundReference } from '../payment-provider/refund-reference.ts';

export interface PayableBooking {
  id: number;
  booking_salt: string;
  user_id: number | null;
  status: string;
  total_minor: number;
  currency: string;
  hotel_name: string;
  check_in: string;
  check_out: string;
}

export interface PayableMembership {
  id: number;
  userId: number;
  status: 'pending' | 'active' | 'void';
  planName: string;
  priceMinor: number;
  currency: string;
}

export interface PaymentServiceDeps {
  repo: PaymentRepository;
  provider: CardProvider;
  findBooking(salt: string): Promise<PayableBooking | null>;
  /** the site origins a return URL may point to (the CORS allow-list) */
  isSiteOrigin(origin: string): boolean;
  webhookUrl: string;
  now: () => Date;
  /** minutes a hold is kept from the moment its guest opens the card page */
  holdMinutes: number;
  /** runs inside the transaction that confirms a booking (queues the confirmation mail) */
  onConfirmed?: (tx: Db, bookingSalt: string) => Promise<void>;
  /** runs inside the transaction that records a change of dates' paid difference (applies the change) */
  onDateChangePaid?: (
    tx: Db,
    dateChangeId: number,
    paymentId: number,
  ) => Promise<'date_changed' | 'refund_due' | 'recorded'>;
  /** a club plan ordered alone (club_membership_order), or null for an unknown id */
  findMembershipOrder?(id: number): Promise<PayableMembership | null>;
  /** a run-out booking paid after all: is its user's stay reward still free (payment-event.repository) */
  stayRewardFree?: (tx: Db, userId: number) => Promise<boolean>;
  /** runs inside the transaction of a membership's paid card payment: activates it, or says why not */
  onMembershipPaid?: (tx: Db, membershipId: number) => Promise<'activated' | 'already_active' | 'void' | 'missing'>;
  /** after a payment confirmed a booking has committed: its other ways to pay are closed at the provider (not awaited) */
  onBookingPaid?: (bookingId: number) => void;
}

const EVENT_STATUS: Record<string, PaymentStatus> = { 'payment.succeeded': 'succeeded', 'payment.failed': 'failed' };

/** a failed card payment's reason from the provider's decline code; a failure without a known one is a plain decline */
const declineReason = (code: unknown): PaymentDeclineReason =>
  isOneOf(PAYMENT_DECLINE_REASONS, code) ? code : 'card_declined';

/** the gateway's checkout; a gateway that cannot be reached is said in words the payer can act on */
async function checkoutAt(provider: CardProvider, input: Parameters<CardProvider['createCheckout']>[0]) {
  try {
    return await provider.createCheckout(input);
  } catch (error) {
    if (error instanceof ProviderUnavailable)
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'Card payments are not available right now. Please try again in a moment or choose another way to pay.',
        503,
      );
    throw error;
  }
}

export function createPaymentService(deps: PaymentServiceDeps) {
  async function openCheckout(
    booking: PayableBooking,
    method: 'card' | 'payment_link',
    back: (result: 'return' | 'cancelled') => string,
    linkId: number | null = null,
  ): Promise<CardPayment> {
    const open = await deps.repo.openCardPayment(booking.id, method, linkId);
    if (open?.redirectUrl)
      return {
        payment_id: open.id,
        status: open.status,
        redirect_url: open.redirectUrl,
        amount: open.amountMinor,
        currency: open.currency,
      };

    // created on the app's clock: the status sweep measures a checkout's age with it
    const paymentId = await deps.repo.insert({
      bookingId: booking.id,
      method,
      provider: deps.provider.name,
      amountMinor: booking.total_minor,
      currency: booking.currency,
      createdAt: deps.now(),
      paymentLinkId: linkId,
    });
    const checkout = await checkoutAt(deps.provider, {
      amount: booking.total_minor,
      currency: booking.currency,
      reference: String(paymentId),
      description: `${booking.hotel_name}, ${booking.check_in} – ${booking.check_out}`,
      successUrl: back('return'),
      cancelUrl: back('cancelled'),
      webhookUrl: deps.webhookUrl,
    });
    await deps.repo.attachCheckout(paymentId, checkout.id, checkout.url);
    await deps.repo.extendHold(booking.id, new Date(deps.now().getTime() + deps.holdMinutes * 60_000));
    return {
      payment_id: paymentId,
      status: 'created',
      redirect_url: checkout.url,
      amount: booking.total_minor,
      currency: booking.currency,
    };
  }

  /** a club plan bought alone, by card: one open checkout at a time, for the order's price */
  async function membershipCheckout(order: PayableMembership, returnUrl: URL): Promise<CardPayment> {
    const open = await deps.repo.openMembershipCheckout(order.id);
    if (open?.redirectUrl)
      return {
        payment_id: open.id,
        status: open.status,
        redirect_url: open.redirectUrl,
        amount: open.amountMinor,
        currency: open.currency,
      };
    const paymentId = await deps.repo.insertMembershipPayment({
      membershipId: order.id,
      provider: deps.provider.name,
      amountMinor: order.priceMinor,
      currency: order.currency,
      createdAt: deps.now(),
    });
    const back = (result: 'return' | 'cancelled') => {
      const u = new URL(returnUrl);
      u.searchParams.set('member', String(order.id));
      u.searchParams.set('result', result);
      return u.href;
    };
    const checkout = await checkoutAt(deps.provider, {
      amount: order.priceMinor,
      currency: order.currency,
      reference: String(paymentId),
      description: `RedNest Club: ${order.planName}`,
      successUrl: back('return'),
      cancelUrl: back('cancelled'),
      webhookUrl: deps.webhookUrl,
    });
    await deps.repo.attachCheckout(paymentId, checkout.id, checkout.url);
    return {
      payment_id: paymentId,
      status: 'created',
      redirect_url: checkout.url,
      amount: order.priceMinor,
      currency: order.currency,
    };
  }

  async function membershipPayment(body: CardPaymentBody, userId: number | null): Promise<CardPayment> {
    const id = Number(body.order_id);
    const order = Number.isSafeInteger(id) && deps.findMembershipOrder ? await deps.findMembershipOrder(id) : null;
    if (!order || order.userId !== userId)
      throw notFound('MEMBERSHIP_NOT_FOUND', 'We could not find this club membership order.');
    if (order.status !== 'pending')
      throw conflict(
        order.status === 'active' ? 'MEMBERSHIP_ALREADY_PAID' : 'MEMBERSHIP_ORDER_ENDED',
        order.status === 'active'
          ? 'This membership is already paid.'
          : 'This membership order has ended. Please choose a plan again.',
      );
    return membershipCheckout(order, siteReturnUrl(body.return_url, deps.isSiteOrigin));
  }

  const service = {
    async cardPayment(body: CardPaymentBody, caller: { userId: number | null }): Promise<CardPayment> {
      if (body.order_kind === 'membership') return membershipPayment(body, caller.userId);
      const salt = body.booking_salt ?? body.order_id;
      if (!salt) throw badRequest('ORDER_REQUIRED', 'Say which booking to pay (booking_salt).');
      const booking = await deps.findBooking(salt);
      if (!booking || (booking.user_id !== null && booking.user_id !== caller.userId))
        throw notFound('BOOKING_NOT_FOUND', 'We could not find this booking.');
      if (booking.status !== 'pending') {
        throw conflict(
          'BOOKING_NOT_PENDING',
          booking.status === 'cancelled'
            ? 'This booking has ended: its rooms were released. Please book again.'
            : 'This booking is already paid.',
        );
      }
      const returnUrl = siteReturnUrl(body.return_url, deps.isSiteOrigin);

      return openCheckout(booking, 'card', (result) => {
        const u = new URL(returnUrl);
        u.searchParams.set('booking', booking.booking_salt);
        u.searchParams.set('result', result);
        return u.href;
      });
    },

    /**
     * A card checkout of a pending booking's total for `method` (card, payment_link): an open one of
     * that method (through a payment link: of that link, `linkId`) is answered again; `back(result)` is
     * where the gateway sends the guest (return | cancelled). Keeps the hold BOOKING_HOLD_MINUTES from now.
     */
    openCheckout,

    /**
     * The webhook's safety net: card checkouts opened more than `afterMinutes` ago (and less than a
     * day) that are still in flight are asked of the provider; a success or a decline it reports is
     * applied as the webhook would apply it, under an event id of its own per checkout and outcome
     * (applied once however often the sweep runs; a webhook arriving later changes nothing, and one
     * arriving first leaves nothing in flight). Answers what each asked payment became.
     */
    async reconcile(afterMinutes: number, limit = 50): Promise<string[]> {
      const now = deps.now().getTime();
      const due = await deps.repo.inFlightCheckouts(
        new Date(now - 86_400_000),
        new Date(now - afterMinutes * 60_000),
        limit,
      );
      const results: string[] = [];
      for (const p of due) {
        const found = await deps.provider.fetchCheckout(p.providerRef);
        if (!found || (found.status !== 'succeeded' && found.status !== 'failed')) {
          results.push(found?.status ?? 'unknown');
          continue;
        }
        const type = found.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed';
        const event = {
          id: `reconcile_${p.providerRef}_${found.status}`,
          type,
          data: { reference: String(p.id), amount: found.amount, currency: found.currency },
        };
        results.push(await service.applyEvent(event, { ...event, source: 'status_sweep' }));
      }
      return results;
    },

    /** A verified event from the provider; unknown types are acknowledged and kept. */
    async applyEvent(
      event: {
        id: string;
        type: string;
        data: {
          reference: string;
          amount: number;
          currency: string;
          refund_id?: unknown;
          refund_reference?: unknown;
          failure_code?: unknown;
        };
      },
      payload: unknown,
    ) {
      const paymentId = Number(event.data.reference);
      if (event.type === 'refund.succeeded' || event.type === 'refund.failed') {
        if (!Number.isInteger(paymentId) || !(await deps.repo.byId(paymentId))) return 'ignored' as const;
        return deps.repo.applyRefundEvent({
          provider: 'sandbox',
          eventId: event.id,
          type: event.type,
          paymentId,
          payload,
          succeeded: event.type === 'refund.succeeded',
          now: deps.now(),
          refundId: typeof event.data.refund_id === 'string' ? event.data.refund_id : undefined,
          target: parseRefundReference(event.data.refund_reference),
        });
      }
      const status = EVENT_STATUS[event.type];
      if (!Number.isInteger(paymentId) || !status) return 'ignored' as const;
      const payment = await deps.repo.byId(paymentId);
      if (!payment) return 'ignored' as const;
      // the provider must have charged what we asked: anything else is not applied
      if (payment.amountMinor !== event.data.amount || payment.currency !== event.data.currency)
        return 'amount_mismatch' as const;
      const result = await deps.repo.applyEvent({
        provider: 'sandbox',
        eventId: event.id,
        type: event.type,
        paymentId,
        payload,
        status,
        now: deps.now(),
        failureReason: status === 'failed' ? declineReason(event.data.failure_code) : undefined,
        onConfirmed: deps.onConfirmed,
        onDateChangePaid: deps.onDateChangePaid,
        onMembershipPaid: deps.onMembershipPaid,
        stayRewardFree: deps.stayRewardFree,
      });
      // paid: a second payment would only be given back, so the booking's other checkouts close now
      if (result === 'confirmed' && payment.bookingId !== null) deps.onBookingPaid?.(payment.bookingId);
      return result;
    },
  };
  return service;
}
export type PaymentService = ReturnType<typeof createPaymentService>;
