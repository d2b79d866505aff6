/**
 * Hotel details: the property page, the all-in price of a stay per room and plan with
 * other dates when sold out, reviews, recommendations, ratings and the price calendar. Prices come
 * from pricing.ts's priceStay, the function the listing uses, so a stay costs the same on both.
 *
 * Its parts: hotel-basics.ts (the property, its rates, the occupancy), hotel-details.ts (the
 * property page), hotel-prices.ts (a stay's prices), hotel-calendar.ts (the price calendar); reviews,
 * recommendations and ratings stay here.
 */
import type { Ratings, Recommended, Reviews } from '@rednest/shared/contracts';
import { PAGE_SIZE, dayjs, isoToStayDate, stayDateToIso } from '@rednest/shared/format';
import { badRequest } from '../../errors.ts';
import { hotelToday } from '../search/search.service.ts';
import { NO_FILTERS } from '../search/stay-query.repository.ts';
import { createHotelBasics, type HotelServiceDeps } from './hotel-basics.ts';
import { createHotelDetails } from './hotel-details.ts';
import { createHotelPrices } from './hotel-prices.ts';
import { LANGUAGES, type Language } from '@rednest/shared/contracts/locales';
import { answerLanguage } from '../../i18n/language.ts';
import { translated, type Translations } from '../../i18n/translated.ts';
import { createHotelCalendar } from './hotel-calendar.ts';

export { cancellationPolicy, type HotelServiceDeps } from './hotel-basics.ts';

const MAX_RATING_IDS = 50;

/** a review's comment in the answer's language where it has one, else as its guest wrote it (and in which language) */
function reviewText(r: { comment: string; language: string; translations: Translations<'comment'> }): {
  comment: string;
  lang: Language;
} {
  const language = answerLanguage();
  const written = (LANGUAGES as readonly string[]).includes(r.language) ? (r.language as Language) : 'en';
  if (language === written) return { comment: r.comment, lang: written };
  const picked = translated({ comment: r.comment }, r.translations, language);
  return picked.lang === language ? picked : { comment: r.comment, lang: written };
}

export function createHotelService(deps: HotelServiceDeps) {
  const { repo, search, now } = deps;
  const basics = createHotelBasics(deps);
  const { property } = basics;

  return {
    ...createHotelDetails(deps, basics),
    ...createHotelPrices(deps, basics),
    ...createHotelCalendar(deps, basics),

    async reviews(idOrSlug: string, query: { page?: number; per_page?: number }): Promise<Reviews> {
      const p = await property(idOrSlug);
      const perPage = query.per_page ?? PAGE_SIZE;
      const page = query.page ?? 1;
      const totalPages = Math.ceil(p.reviewCount / perPage);
      const rows =
        (page - 1) * perPage >= p.reviewCount ? [] : await repo.reviewsPage(p.id, perPage, (page - 1) * perPage);
      return {
        property_id: p.id,
        rating: p.rating,
        review_count: p.reviewCount,
        rating_breakdown: await repo.ratingBreakdown(p.id),
        reviews: rows.map((r) => ({
          id: r.id,
          author_name: r.authorName,
          rating: r.rating,
          traveller_type: r.travellerType,
          // as written, unless the review carries the answer's language (the seeded ones carry every language)
          ...reviewText(r),
          stayed_on: r.stayedOn,
          created_at: r.createdAt.toISOString(),
        })),
        next_page: page < totalPages ? page + 1 : null,
        total_pages: totalPages,
      };
    },

    /** other available properties of the same city, the listing's cards (same prices), most popular first */
    async recommended(
      query: {
        hotel: string;
        check_in_date?: string;
        check_out_date?: string;
        rooms?: number;
        guest?: number;
        limit?: number;
      },
      userId: number | null,
    ): Promise<Recommended> {
      const p = await property(query.hotel);
      const today = hotelToday(p.timezone, now());
      const checkInIso = query.check_in_date?.trim() ? stayDateToIso(query.check_in_date.trim()) : today;
      if (!checkInIso)
        throw badRequest('INVALID_DATES', 'Please choose a valid check-in date (DD-MM-YYYY).', [
          { field: 'check_in_date', message: 'must be a date as DD-MM-YYYY' },
        ]);
      const checkInText = isoToStayDate(checkInIso);
      const checkOutText =
        query.check_out_date?.trim() || isoToStayDate(dayjs(checkInIso).add(1, 'day').format('YYYY-MM-DD'));
      const stay = await search.resolveStay(
        {
          location: p.citySlug,
          check_in_date: checkInText,
          check_out_date: checkOutText,
          rooms: query.rooms,
          guest: query.guest,
          per_page: (query.limit ?? 6) + 1,
        },
        userId,
      );
      const params = { ...stay.params, filters: NO_FILTERS, price: null };
      const rows = await search.searchRows(params);
      const local = await search.localCards();
      return {
        hotels: rows
          .filter((row) => row.id !== p.id)
          .slice(0, query.limit ?? 6)
          .map((row) => local(search.toCard(row, params.nights))),
      };
    },

    async ratings(idsText: string): Promise<Ratings> {
      const keys = [
        ...new Set(
          idsText
            .split(',')
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      if (!keys.length)
        throw badRequest('INVALID_IDS', 'Give at least one property id or slug.', [
          { field: 'ids', message: 'is empty' },
        ]);
      if (keys.length > MAX_RATING_IDS)
        throw badRequest('TOO_MANY_IDS', `Ask for at most ${MAX_RATING_IDS} properties at once.`, [
          { field: 'ids', message: `has more than ${MAX_RATING_IDS} values` },
        ]);
      const ids = keys.filter((k) => /^\d{1,9}$/.test(k)).map(Number);
      const slugs = keys.filter((k) => !/^\d{1,9}$/.test(k));
      const rows = await repo.ratings(ids, slugs);
      return {
        ratings: rows.map((r) => ({ id: r.id, slug: r.slug, rating: Number(r.rating), review_count: r.reviewCount })),
      };
    },
  };
}
