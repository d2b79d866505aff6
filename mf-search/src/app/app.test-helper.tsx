/** Test kit of the page tests: the whole remote rendered as single-spa mounts it, and listing fixtures. */
import type { HotelCard, HotelsList } from '@rednest/shared/contracts';
import { renderWithShell, type ShellOptions } from '@rednest/shared/testing';
import { App } from './app';

// one userEvent set-up for jest's fake timers, the search form's
export { setupUser } from '../features/search-form/components/search-form.test-helper';

/** The whole remote at `/{locale}{route}`, with a fake api and a fresh query cache. */
export function renderApp(options: ShellOptions = {}) {
  return renderWithShell((props) => <App {...props} />, options);
}

export function makeHotel(overrides: Partial<HotelCard> = {}): HotelCard {
  return {
    id: 1,
    slug: 'rednest-menteng',
    name: 'RedNest Menteng',
    property_code: 'ID-0001',
    property_type: 'hotel',
    street1: 'Jl. Cikini Raya 1',
    city: 'Jakarta',
    area: 'Menteng',
    state: 'DKI Jakarta',
    country: 'id',
    lead_picture: '/api/images/properties/1/1.svg',
    facilities: ['wifi', 'ac', 'tv', 'parking'],
    rating: 4.4,
    review_count: 218,
    check_in_time: '14:00',
    check_out_time: '12:00',
    is_wishlisted: false,
    tarrif: 45000000,
    rack_rate: 60000000,
    per_night: 45000000,
    club_tarrif: 40500000,
    club_per_night: 40500000,
    currency: 'IDR',
    currency_symbol: 'Rp',
    available_rooms: 4,
    ...overrides,
  };
}

export function makeHotelsList(hotels: HotelCard[], overrides: Partial<HotelsList> = {}): HotelsList {
  return {
    hotels,
    next_page: null,
    total_pages: 1,
    properties_count: hotels.length,
    search_id: 'search-1',
    currency: hotels[0]?.currency ?? 'IDR',
    currency_symbol: hotels[0]?.currency_symbol ?? 'Rp',
    minPrice: null,
    maxPrice: null,
    location: { slug: 'cit-jakarta', name: 'Jakarta', category: 'city' },
    no_of_nights: 1,
    ...overrides,
  };
}
