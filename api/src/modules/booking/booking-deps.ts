/** What the booking service is built from, and who asks it. */
import type { Db } from '../../db/client.ts';
import type { BookingRepository } from './booking.repository.ts';
import type { PromotionRepository } from './promotion.repository.ts';
import type { StayPricing } from './stay-pricing.ts';
import type { SummaryService } from './summary.service.ts';

/** What cancelling needs of the payment module: the money side of a cancellation. */
export interface CancellationDeps {
  /** cancels and records the refund, split over the payments that paid the booking: answers each payment's share (false: not confirmed any more) */
  cancelConfirmed(
    bookingId: number,
    refund: { amountMinor: number; feeMinor: number; currency: string; paymentId: number | null },
    now: Date,
  ): Promise<false | { partId: number; checkoutId: string; amountMinor: number }[]>;
  paidPayment(bookingId: number): Promise<{ id: number; providerRef: string | null } | null>;
  /** asks the provider for one share back; a failure leaves it requested, to be retried */
  startRefund(share: { partId: number; checkoutId: string; amountMinor: number }): Promise<void>;
  /** closes what is still open at the provider for a booking its guest released or cancelled (checkouts, a virtual account) */
  closeOpenPayments?(bookingId: number): Promise<void>;
}

/** who asks: a signed-in user, or a guest (who holds a guest booking's salt) */
export interface Caller {
  userId: number | null;
}
/** a caller named for what is kept per sender (auth principalOf): idempotency keys */
export interface Sender extends Caller {
  principal: string;
}

export interface BookingServiceDeps {
  repo: BookingRepository;
  now: () => Date;
  pictureUrl: (propertyId: number) => string;
  pricing?: StayPricing;
  transaction?: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /**
   * runs reads in one snapshot (a read-only REPEATABLE READ transaction), so a booking and what is
   * read beside it (its latest change of dates) come from the same moment; without it, plain reads
   */
  snapshot?: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  /** minutes a pending booking holds its rooms (BOOKING_HOLD_MINUTES) */
  holdMinutes?: number;
  cancellation?: CancellationDeps;
  summary?: SummaryService;
  promos?: PromotionRepository;
  /**
   * reserves the redcash a summary spends, in book_now's transaction (modules/ledger: pending transfers of
   * the batch `booking:<id>:redcash`, settled by the booking's status, drizzle/0040); 409 REDCASH_INSUFFICIENT
   * when the wallet no longer covers it
   */
  reserveRedcash?: (
    tx: Db,
    spend: { userId: number; currency: string; amount: number; key: string; reference: string },
  ) => Promise<unknown>;
  /** reserves the points a summary spends, in book_now's transaction (batch `booking:<id>:points`); 409 POINTS_INSUFFICIENT */
  reservePoints?: (
    tx: Db,
    spend: { userId: number; amount: number; key: string; reference: string },
  ) => Promise<unknown>;
  /** records the club plan a summary sells as a membership waiting for this booking's payment (modules/club) */
  holdMembership?: (
    tx: Db,
    order: { userId: number; planId: number; bookingId: number; priceMinor: number; currency: string },
  ) => Promise<void>;
  /** takes the user's stay reward for the booking just written, in book_now's transaction; 409 STAY_REWARD_USED */
  takeStayReward?: (tx: Db, userId: number) => Promise<void>;
  /** signs invoice PDF links */
  linkSecret?: string;
  /** the API's base path, for the PDF link */
  apiBasePath?: string;
}
