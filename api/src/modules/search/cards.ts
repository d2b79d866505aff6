/** A listing's cards: a property's row as the listing and the sold-out list show it, priced by pricing.ts. */
import type { HotelCard } from '@rednest/shared/contracts';
import { COUNTRIES, CURRENCIES, type CountryCode, type CurrencyCode } from '@rednest/shared/contracts/locales';
import { memberShare, perNight, priceStay } from '../pricing/pricing.ts';
import { propertyPictureUrl } from '../images/images.service.ts';
import type { HotelSearchRow, SoldOutRow } from './listing.repository.ts';

export function createCards(deps: { apiBasePath: string }) {
  const pictures = new Map<number, string>();
  function leadPicture(id: number): string {
    let url = pictures.get(id);
    if (url === undefined) {
      url = propertyPictureUrl(deps.apiBasePath, id);
      if (pictures.size < 50_000) pictures.set(id, url);
    }
    return url;
  }

  function cardBase(row: HotelSearchRow | SoldOutRow) {
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      property_code: row.property_code,
      property_type: row.property_type,
      street1: row.street1,
      city: row.city,
      area: row.area,
      state: row.state,
      country: COUNTRIES[row.country as CountryCode].name,
      lead_picture: leadPicture(row.id),
      facilities: row.facilities,
      rating: row.rating,
      review_count: row.review_count,
      check_in_time: row.check_in_time,
      check_out_time: row.check_out_time,
      currency: row.currency,
      currency_symbol: CURRENCIES[row.currency as CurrencyCode].symbol,
      lat: row.lat,
      lng: row.lng,
      top_property: row.top_property,
      pay_at_hotel: row.pay_at_hotel,
      property_category: row.category,
    };
  }

  /** the cards of shared listing rows, made once per rows (a remembered page is answered with the same cards; nobody writes into them) */
  const cards = new WeakMap<readonly HotelSearchRow[], HotelCard[]>();
  function cardsOf(rows: readonly HotelSearchRow[], nights: number): HotelCard[] {
    let made = cards.get(rows);
    if (!made) cards.set(rows, (made = rows.map((row) => toCard(row, nights))));
    return made;
  }

  /** A listing card priced by THE pricing function (pricing.ts) from the stay's room charge. */
  function toCard(row: HotelSearchRow, nights: number): HotelCard {
    const price = priceStay(
      { roomChargeMinor: row.room_charge, rackChargeMinor: row.rack_charge, nights },
      { serviceBp: row.service_bp, taxBp: row.tax_bp, discountPercent: row.discount_percent },
    );
    return {
      ...cardBase(row),
      is_wishlisted: row.is_wishlisted,
      tarrif: price.total,
      rack_rate: price.rack_total,
      per_night: price.per_night,
      club_tarrif: price.total - memberShare(price.total),
      club_per_night: perNight(price.total - memberShare(price.total), nights),
      taxes_and_fees: price.service_charge + price.taxes,
      discount: price.discount,
      deal_percent: row.discount_percent || null,
      available_rooms: row.available_rooms,
      distance_km: row.distance_km,
    };
  }

  return { cardBase, cardsOf, toCard };
}
