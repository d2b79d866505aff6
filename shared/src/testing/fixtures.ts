import type { SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { COUNTRIES, countryOfLocale, type Locale } from '@rednest/shared/contracts';

/** A complete signed-in user; override what the test is about. */
export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1001,
    isLogin: true,
    access_token: 'user-token-1001',
    token_type: 'Bearer',
    first_name: 'Ayu',
    last_name: 'Lestari',
    email: 'ayu@example.com',
    phone: '81234567890',
    phone_number: '+6281234567890',
    primary_phone_verified: true,
    country_id: 1,
    country_name: 'Indonesia',
    locale: 'en-id',
    currency_symbol: 'Rp',
    club_member: false,
    club_membership_enabled: true,
    point_balance: 0,
    loyalty_tier: 'bronze',
    my_bookings_count: 0,
    redcash_balance: 0,
    converted_redcash_balance: 0,
    redcash_conversion_unit: 1,
    corporate_type: null,
    travel_agent_id: null,
    corporate_agent_id: null,
    gender: null,
    user_loyalty_type: null,
    loyalty_remaining_booking_count: 5,
    provider: 'email',
    picture: null,
    bouquet_group: 'T',
    bouquet_segment: 'guest',
    big_member: false,
    is_new_user: false,
    pay_at_hotel: true,
    usertype: 'customer',
    user_club_membership_id: null,
    whatsapp_status: false,
    is_unsubscribed: false,
    have_notification: false,
    ...overrides,
  };
}

/** Site settings as the API sends them for a locale (main site unless overridden). */
export function makeSiteSettings(locale: Locale = 'en-id', overrides: Partial<SiteSettings> = {}): SiteSettings {
  const country = countryOfLocale(locale);
  return {
    locale,
    country: country.code,
    country_name: country.name,
    domainName: country.domainName,
    currency: country.currency,
    deviceType: 'web',
    appType: 'web',
    visitId: 'visit-test',
    timestamp: 1_790_000_000,
    site_kind: 'main',
    domain_type: 0,
    brand_type: 0,
    brand: null,
    site_name: 'RedNest',
    locale_list: Object.values(COUNTRIES).map(
      (c) => [c.name, 'en', `en-${c.code}`, c.code] as [string, string, string, string],
    ),
    currency_list: Object.values(COUNTRIES).map(
      (c) => [c.currency, c.currency, c.currency] as [string, string, string],
    ),
    postal_address: 'Jl. Sudirman 1, Jakarta',
    contact_email: 'care@rednest.test',
    contact_number: '+62 21 5000 1000',
    secondary_contact_number: '',
    show_call_button: true,
    sort_type: 'popular',
    google_autocomplete_delay: 750,
    default_payment_options_msite: 0,
    chat_button_enabled: false,
    description: 'Budget stays across Southeast Asia',
    cut_off_times: { same_day_booking_until: '23:00' },
    app_links: { android: '', ios: '' },
    exchange_rates: {
      as_of: '2026-11-02',
      base: 'USD',
      rates: { USD: 1, IDR: 16_000, SGD: 1.28, PHP: 58, VND: 25_000, THB: 32 },
    },
    ...overrides,
  };
}
