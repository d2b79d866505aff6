/**
 * THE price of a stay ("all-in prices"): every price the API shows — listing cards, the
 * details page's rooms and plans, the price calendar, and (booking issue) the booking summary —
 * comes from `priceStay`, so the same stay costs the same everywhere.
 *
 * Input: the room charge before taxes (sum of the nightly prices of the room type, plus the rate
 * plan's nightly supplement, times rooms), the property's service charge and tax in basis points,
 * and the deal discount in percent. Order of charges (how the countries of the product bill):
 *   discount on the room charge → service on the discounted charge → tax on charge + service.
 * Every step rounds half up to a whole minor unit with integer arithmetic, so the SQL mirror in
 * pricing.repository.ts (used to sort and filter by price inside the search query) gives the
 * same numbers; pricing.test.ts compares the two over thousands of values on the database.
 */

import { CLUB_RULES } from '../../db/platform-data/content.ts';

export interface PriceRates {
  /** service charge, basis points of the room charge (1000 = 10%) */
  serviceBp: number;
  /** tax, basis points of room charge + service */
  taxBp: number;
  /** deal discount on the room charge, whole percent (0 = none) */
  discountPercent: number;
}

export interface StayPriceInput {
  /** room charge before discount and charges: nightly prices × rooms, minor units */
  roomChargeMinor: number;
  /** the same at rack rate (struck-through price) */
  rackChargeMinor: number;
  nights: number;
}

export interface StayPrice {
  room_charge: number;
  discount: number;
  service_charge: number;
  taxes: number;
  /** what the guest pays for the stay, all rooms: room charge − discount + service + taxes */
  total: number;
  /** total / nights, rounded half up (all rooms) */
  per_night: number;
  /** the rack rate with the same service and tax (no discount): the struck-through price */
  rack_total: number;
}

/** `amount × bp / 10000`, half up, in integers (amount ≥ 0). */
export const shareOf = (amount: number, bp: number): number => Math.floor((amount * bp + 5000) / 10000);

/** discount → service → tax on a charge; the same arithmetic as allInSql. */
export function allIn(
  chargeMinor: number,
  rates: PriceRates,
): { discount: number; service: number; taxes: number; total: number } {
  const discount = shareOf(chargeMinor, rates.discountPercent * 100);
  const net = chargeMinor - discount;
  const service = shareOf(net, rates.serviceBp);
  const taxes = shareOf(net + service, rates.taxBp);
  return { discount, service, taxes, total: net + service + taxes };
}

/**
 * What a club member's price takes off an all-in total: member_discount_percent of it, half up. The
 * listing's and hotel's club prices and the summary's club_discount line all take this share, so a
 * member pays on the summary the club price they were shown.
 */
export const memberShare = (total: number): number => shareOf(total, CLUB_RULES.member_discount_percent * 100);

/** per-night figure of a total: half up (PostgreSQL's round() on numeric agrees for positives) */
export const perNight = (total: number, nights: number): number => Math.round(total / nights);

export function priceStay(input: StayPriceInput, rates: PriceRates): StayPrice {
  if (!(input.nights > 0)) throw new Error(`priceStay: nights must be positive, got ${input.nights}`);
  const charged = allIn(input.roomChargeMinor, rates);
  const rack = allIn(input.rackChargeMinor, { ...rates, discountPercent: 0 });
  return {
    room_charge: input.roomChargeMinor,
    discount: charged.discount,
    service_charge: charged.service,
    taxes: charged.taxes,
    total: charged.total,
    per_night: perNight(charged.total, input.nights),
    // a deal never shows a "was" price below what is paid
    rack_total: Math.max(rack.total, charged.total),
  };
}
