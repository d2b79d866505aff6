/** The property page: the hotel, its pictures, rooms and plans with today's prices. */
import type { HotelDetails } from '@rednest/shared/contracts';
import { CURRENCIES, type CurrencyCode, type Language } from '@rednest/shared/contracts/locales';
import { propertyPictureUrl } from '../images/images.service.ts';
import { hotelToday, listingMetaTag } from '../search/search.service.ts';
import { countryName } from '../../i18n/country-names.ts';
import { answerLanguage } from '../../i18n/language.ts';
import { cancellationPolicy, type HotelBasics, type HotelServiceDeps } from './hotel-basics.ts';

/** the caption of a room's picture (odd pictures show the building and carry the hotel's name) */
const ROOM_CAPTION: Record<Language, string> = { en: 'Room', id: 'Kamar', vi: 'Phòng', th: 'ห้องพัก' };

export function createHotelDetails(deps: HotelServiceDeps, basics: HotelBasics) {
  const { repo, now } = deps;
  const { property, ratesOf } = basics;

  return {
    async details(idOrSlug: string, userId: number | null): Promise<HotelDetails> {
      const p = await property(idOrSlug);
      const today = hotelToday(p.timezone, now());
      const rooms = await repo.rooms(p.id);
      const pictures = Array.from({ length: p.pictureCount }, (_, i) => i + 1).map((n) => ({
        n,
        url: propertyPictureUrl(deps.apiBasePath, p.id, n),
        caption: n % 2 === 1 ? `${p.name}` : ROOM_CAPTION[answerLanguage()],
      }));
      const rates = ratesOf(p, today);
      const currency = p.currency as CurrencyCode;
      return {
        id: p.id,
        slug: p.slug,
        name: p.name,
        property_code: p.propertyCode,
        property_type: p.propertyType,
        property_category: p.category,
        description: p.description,
        description_lang: p.descriptionLang,
        street1: p.street1,
        street2: p.street2,
        zip_code: p.zipCode,
        area: p.areaName,
        city: p.cityName,
        city_slug: p.citySlug,
        state: p.provinceName,
        country: countryName(p.country),
        country_code: p.country,
        lat: p.lat,
        lng: p.lng,
        timezone: p.timezone,
        check_in_time: p.checkInTime,
        check_out_time: p.checkOutTime,
        facilities: p.facilities,
        ideal_for: p.idealFor,
        location_tags: p.locationTags,
        add_on_types: p.addOnTypes,
        rating: p.rating,
        review_count: p.reviewCount,
        brand: p.brand,
        top_property: p.topProperty,
        currency,
        currency_symbol: CURRENCIES[currency].symbol,
        lead_picture: propertyPictureUrl(deps.apiBasePath, p.id),
        // odd pictures show the building, even ones a room (images.service.ts)
        gallery_pictures: [
          { tab_name: 'all', values: pictures.map(({ url, caption }) => ({ url, caption })) },
          {
            tab_name: 'property',
            values: pictures.filter((x) => x.n % 2 === 1).map(({ url, caption }) => ({ url, caption })),
          },
          {
            tab_name: 'rooms',
            values: pictures.filter((x) => x.n % 2 === 0).map(({ url, caption }) => ({ url, caption })),
          },
        ],
        policies: {
          accepted_ids: p.acceptedIds,
          couple_friendly: p.coupleFriendly,
          children_free_under_age: p.childrenFreeUnderAge,
          deposit: p.depositMinor,
          pay_at_hotel: p.payAtHotel,
          syariah: p.syariah,
        },
        charges: {
          service_percent: p.serviceBp / 100,
          tax_percent: p.taxBp / 100,
          prices_include_taxes_and_fees: true,
        },
        deal:
          rates.discountPercent > 0 && p.deal
            ? {
                id: p.deal.id,
                slug: p.deal.slug,
                title: p.deal.title,
                lang: p.deal.lang,
                discount_percent: p.deal.discountPercent,
                ends_on: p.deal.endsOn,
              }
            : null,
        rooms: rooms.map((room, i) => ({
          id: room.id,
          name: room.name,
          lang: room.lang,
          max_guests: room.maxGuests,
          total_rooms: room.totalRooms,
          picture: propertyPictureUrl(
            deps.apiBasePath,
            p.id,
            Math.min(p.pictureCount - (p.pictureCount % 2), 2 * (i + 1)) || 1,
          ),
          rate_plans: room.plans.map((plan) => ({
            id: plan.id,
            code: plan.code,
            name: plan.name,
            lang: plan.lang,
            includes_breakfast: plan.includesBreakfast,
            refundable: plan.refundable,
            supplement_per_night: plan.priceModifierMinor,
            cancellation_policy: cancellationPolicy(plan),
          })),
        })),
        is_wishlisted: userId === null ? false : await repo.isWishlisted(userId, p.id),
        meta_tag: {
          ...listingMetaTag(p.cityName, 'city', 1),
          title: `${p.name}, ${p.cityName} | RedNest`,
          description: `${p.name} in ${p.areaName}, ${p.cityName}: rated ${p.rating}/5 by ${p.reviewCount} guests. Prices include taxes and fees.`,
          keywords: [p.name, `hotel ${p.areaName}`, `hotel ${p.cityName}`, 'RedNest'].join(', ').toLowerCase(),
          listing_template: 'hotel',
        },
      };
    },
  };
}
