/** What a change of dates needs: its repositories, the new stay's price, the card provider, the clock. */
import type { CardProvider } from '../payment-provider/gateway-client.ts';
import type { BookingRepository } from './booking.repository.ts';
import type { DateChangeRepository } from './date-change.repository.ts';
import type { PromotionRepository } from './promotion.repository.ts';
import type { StayPricing } from './stay-pricing.ts';

export interface PlanPricing {
  planPrice(
    hotel: string,
    choice: {
      roomTypeId: number;
      ratePlanId: number;
      check_in_date: string;
      check_out_date: string;
      rooms: number;
      guest: number;
    },
  ): Promise<{
    checkIn: string;
    checkOut: string;
    nights: number;
    currency: string;
    total_tarrif: number;
    room_charge: number;
    discount: number;
    service_charge: number;
    taxes: number;
  } | null>;
}

export interface DateChangeServiceDeps {
  repo: DateChangeRepository;
  bookings: Pick<BookingRepository, 'findBySalt'>;
  pricing: PlanPricing & Pick<StayPricing, 'planPolicy'>;
  promos: Pick<PromotionRepository, 'property' | 'addOns' | 'promoByCode' | 'mktRewardOfBooking'>;
  provider: CardProvider;
  now: () => Date;
  holdMinutes: number;
  webhookUrl: string;
  isSiteOrigin(origin: string): boolean;
  log?: { warn(obj: object, msg: string): void };
}
