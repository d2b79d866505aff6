import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AddOnAvailability,
  BookingSummary,
  UserInfo,
  HotelDetails,
  MktRewardList,
  PriceAvailability,
  SummaryPromos,
} from '@rednest/shared/contracts';
import { apiError, createFakeApi, makeSiteSettings, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

const stay = 'check_in_date=12-03-2026&check_out_date=14-03-2026&rooms=1&guest=2';
const route = `/bookingsummary?hotel=rednest-menteng&room_type_id=31&rate_plan_id=1&${stay}`;
const policy = { refundable: true, free_until_hours_before_check_in: 48, fee_percent: 100, summary: '' };
const hotel = {
  id: 7,
  slug: 'rednest-menteng',
  name: 'RedNest Menteng',
  property_type: 'hotel',
  street1: 'Jl. Cikini Raya 12',
  area: 'Menteng',
  city: 'Jakarta',
  check_in_time: '14:00',
  check_out_time: '12:00',
  lead_picture: '/p/7.svg',
  currency: 'IDR',
  policies: {
    accepted_ids: ['ktp', 'passport'],
    couple_friendly: true,
    children_free_under_age: 6,
    deposit: 0,
    pay_at_hotel: false,
    syariah: false,
  },
} as unknown as HotelDetails;
const plan = {
  rate_plan_id: 1,
  code: 'RO',
  name: 'Room only',
  includes_breakfast: false,
  refundable: true,
  cancellation_policy: policy,
  total_tarrif: 60_000_000,
  per_night: 30_000_000,
  club_total_tarrif: 54_000_000,
  club_per_night: 27_000_000,
  rack_rate: 70_000_000,
  room_charge: 52_000_000,
  discount: 0,
  service_charge: 2_600_000,
  taxes: 5_400_000,
};
const price: PriceAvailability = {
  property_id: 7,
  slug: 'rednest-menteng',
  check_in_date: '12-03-2026',
  check_out_date: '14-03-2026',
  no_of_nights: 2,
  rooms: 1,
  guest: 2,
  currency: 'IDR',
  currency_symbol: 'Rp',
  prices_include_taxes_and_fees: true,
  sold_out: false,
  room_prices: [
    {
      room_type_id: 31,
      name: 'Standard Double',
      max_guests: 2,
      available_rooms: 3,
      fits: true,
      sold_out: false,
      plans: [plan],
    },
  ],
  cheapest: { room_type_id: 31, rate_plan_id: 1, total_tarrif: 60_000_000, per_night: 30_000_000 },
  suggested_dates: [],
};
const addOns: AddOnAvailability = {
  currency: 'IDR',
  add_ons: [
    {
      type: 'breakfast',
      name: 'Breakfast',
      sub_category: 10,
      catalogue_enable: true,
      price: 7_000_000,
      max_quantity: 2,
      menu_list: [{ catalogue_code: 'BF-LOCAL', name: 'Local breakfast set', price: 3_500_000, best_seller: true }],
      entries: [
        { menu_code: 'BF-LOCAL', menu_name: 'Local breakfast set', menu_date: '2026-03-13', amount: 3_500_000 },
        { menu_code: 'BF-LOCAL', menu_name: 'Local breakfast set', menu_date: '2026-03-14', amount: 3_500_000 },
      ],
    },
  ],
};
const promos: SummaryPromos = {
  promos: [
    {
      code: 'STAY10',
      title: '10% off, up to Rp 100.000',
      kind: 'percent',
      percent: 10,
      amount: null,
      max_discount: 10_000_000,
      min_spend: 30_000_000,
      currency: 'IDR',
      valid_until: '2027-03-10T00:00:00.000Z',
      new_user_only: false,
      discount: 6_000_000,
      unavailable_reason: null,
    },
  ],
};
const base: BookingSummary = {
  property_id: 7,
  slug: 'rednest-menteng',
  room_type_id: 31,
  rate_plan_id: 1,
  check_in_date: '12-03-2026',
  check_out_date: '14-03-2026',
  no_of_nights: 2,
  rooms: 1,
  guest: 2,
  currency: 'IDR',
  room_charge: 52_000_000,
  discount: 0,
  service_charge: 2_600_000,
  taxes: 5_400_000,
  stay_total: 60_000_000,
  adjustments: [],
  total: 60_000_000,
  coupon_code: null,
  mkt_reward_id: null,
};
const breakfastLine = {
  kind: 'add_on' as const,
  code: 'breakfast',
  label: 'Breakfast',
  amount: 7_000_000,
  quantity: 1,
  entries: addOns.add_ons[0]!.entries,
};
const couponLine = {
  kind: 'coupon' as const,
  code: 'STAY10',
  label: '10% off',
  amount: -6_000_000,
  quantity: 1,
  entries: [],
};

const render = (handlers: Record<string, unknown>, path = route) =>
  renderWithShell((props) => <App {...props} />, { route: path, api: createFakeApi(handlers) });

// whole journeys with many keystrokes: a loaded machine needs more than jest's 5 s (nothing here is timed)
jest.setTimeout(30_000);

beforeEach(() =>
  jest.useFakeTimers({
    now: new Date('2026-03-10T03:00:00Z'),
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  }),
);
afterEach(() => jest.useRealTimers());

it('shows the chosen room and plan priced by the server, all-in, with the policy in words', async () => {
  render({ hotelDetails: hotel, hotelPriceAvailability: price });
  expect(await screen.findByRole('heading', { name: 'RedNest Menteng' })).toBeInTheDocument();
  expect(screen.getByText('Standard Double · Room only')).toBeInTheDocument();
  expect(screen.getByText('Rp 600.000')).toBeInTheDocument();
  expect(screen.getByText('Taxes and fees included: Rp 300.000 a night.')).toBeInTheDocument();
  expect(screen.getByText('Room, 2 nights')).toBeInTheDocument();
  expect(
    screen.getByText('Free cancellation until 2 days before check-in. After that, the whole stay is charged.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Bring one of: KTP (identity card), Passport')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change room or dates' })).toHaveAttribute(
    'href',
    `/en-id/hotel/rednest-menteng?${stay}`,
  );
});

it("shows the summary in the guest's currency and what they will pay in the property's", async () => {
  renderWithShell((props) => <App {...props} />, {
    route,
    api: createFakeApi({ hotelDetails: hotel, hotelPriceAvailability: price }),
    settings: makeSiteSettings('en-id'),
    currency: 'THB',
  });
  expect(await screen.findByRole('heading', { name: 'RedNest Menteng' })).toBeInTheDocument();
  // Rp 600,000 at 16,000 a dollar and 32 baht a dollar (fixture rates): whole baht, as Thai prices are written
  expect(screen.getByText('฿1.200')).toBeInTheDocument();
  expect(
    screen.getByText('You pay Rp 600.000 in IDR. Prices in THB are converted at the rate of 2 Nov 2026.'),
  ).toBeInTheDocument();
});

it('shows lines in whole baht that add up to the total shown', async () => {
  // Rp 520,250 + Rp 26,250 + Rp 53,500 = Rp 600,000: ฿1,040.50 + ฿52.50 + ฿107 = ฿1,200
  const split = { ...plan, room_charge: 52_025_000, service_charge: 2_625_000, taxes: 5_350_000 };
  renderWithShell((props) => <App {...props} />, {
    route,
    api: createFakeApi({
      hotelDetails: hotel,
      hotelPriceAvailability: { ...price, room_prices: [{ ...price.room_prices[0]!, plans: [split] }] },
    }),
    settings: makeSiteSettings('en-id'),
    currency: 'THB',
  });
  expect(await screen.findByRole('heading', { name: 'RedNest Menteng' })).toBeInTheDocument();
  const breakdown = screen.getByText('Room, 2 nights').closest('dl')!;
  const shown = [...breakdown.querySelectorAll('dd')].map((dd) => Number(dd.textContent!.replace(/[^\d]/g, '')));
  const total = shown.pop()!;
  expect(total).toBe(1_200);
  expect(shown.reduce((a, b) => a + b, 0)).toBe(total);
});

it('says when the room has just sold out, and leads back to the property', async () => {
  render({
    hotelDetails: hotel,
    hotelPriceAvailability: { ...price, room_prices: [{ ...price.room_prices[0]!, sold_out: true, plans: [] }] },
  });
  expect(await screen.findByRole('heading', { name: 'This room just sold out for your dates' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the property' })).toHaveAttribute(
    'href',
    `/en-id/hotel/rednest-menteng?${stay}`,
  );
});

it('explains a summary without a choice', async () => {
  render({}, '/bookingsummary?hotel=../../x');
  expect(await screen.findByRole('heading', { name: 'No stay chosen' })).toBeInTheDocument();
});

it('offers Retry when the price cannot be checked', async () => {
  render({
    hotelDetails: hotel,
    hotelPriceAvailability: apiError('hotelPriceAvailability', 503, 'UNAVAILABLE', 'Try again shortly.'),
  });
  expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

const priceCard = () => screen.getByRole('region', { name: 'Price' });

/** a signed-in member's summary of the stay: the stay's answers and no extras or offers, plus `extra` */
function memberSummary(extra: Parameters<typeof createFakeApi>[0], profile: Partial<UserInfo> = {}) {
  const api = createFakeApi({
    hotelDetails: hotel,
    hotelPriceAvailability: price,
    checkAddonAvailability: { currency: 'IDR', add_ons: [] },
    bookingSummaryPromos: { promos: [] },
    mktRewardList: { rewards: [] },
    ...extra,
  });
  renderWithShell((props) => <App {...props} />, {
    route,
    api,
    user: { first_name: 'Sari', email: 'sari@example.test', phone: '81234567890', ...profile },
    settings: makeSiteSettings('en-id', { captcha_by_pass: 1 }),
  });
  return { api, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

it('an add-on and a code are priced by the server: the price card lists them and the new total, and book_now gets the picks', async () => {
  const api = createFakeApi({
    hotelDetails: hotel,
    hotelPriceAvailability: price,
    checkAddonAvailability: addOns,
    bookingSummaryPromos: promos,
    bookingSummary: { ...base, adjustments: [breakfastLine], total: 67_000_000 },
    applyCouponCode: { ...base, adjustments: [breakfastLine, couponLine], total: 61_000_000, coupon_code: 'STAY10' },
    bookNow: apiError('bookNow', 409, 'PROMO_USED_UP'),
  });
  // the captcha has its own tests (guest-form.test.tsx): this site bypasses it
  renderWithShell((props) => <App {...props} />, {
    route,
    api,
    settings: makeSiteSettings('en-id', { captcha_by_pass: 1 }),
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  expect(await screen.findByText('Local breakfast set, served Fri, 13 Mar, Sat, 14 Mar')).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Breakfast' }));
  expect(await within(priceCard()).findByText('Breakfast × 1')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 670.000')).toBeInTheDocument();
  expect(api.callsTo('bookingSummary')[0]!.body).toMatchObject({
    hotel: 'rednest-menteng',
    room_type_id: 31,
    rate_plan_id: 1,
    add_ons: [{ type: 'breakfast', quantity: 1 }],
  });

  await user.click(screen.getByRole('button', { name: 'Apply the code STAY10' }));
  expect(await screen.findByText('STAY10 applied: Rp 60.000 off')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Promo code STAY10')).toBeInTheDocument();
  expect(within(priceCard()).getByText('−Rp 60.000')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 610.000')).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Sari');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sari@example.test');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+62 812 3456 7890');
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  expect(await screen.findByText('This code has been used up.')).toBeInTheDocument();
  const body = api.callsTo('bookNow')[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({ coupon_code: 'STAY10', add_ons: [{ type: 'breakfast', quantity: 1 }] });
  expect(body).not.toHaveProperty('total');
});

it('a refused code says why and keeps the summary as it was', async () => {
  const api = createFakeApi({
    hotelDetails: hotel,
    hotelPriceAvailability: price,
    checkAddonAvailability: { currency: 'IDR', add_ons: [] },
    bookingSummaryPromos: { promos: [] },
    applyCouponCode: apiError(
      'applyCouponCode',
      409,
      'PROMO_MIN_SPEND',
      'The code needs a stay of at least Rp 1.000.000.',
    ),
  });
  renderWithShell((props) => <App {...props} />, { route, api });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  expect(await screen.findByText('This property offers no extras for these dates.')).toBeInTheDocument();
  const field = screen.getByRole('textbox', { name: 'Have a code? Enter it here' });
  await user.type(field, 'bad code!');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A code has only letters, numbers, - and _.');
  expect(api.callsTo('applyCouponCode')).toHaveLength(0);
  await user.clear(field);
  await user.type(field, 'BIGSTAY');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent("Your stay is below this code's minimum spend."),
  );
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(within(priceCard()).getByText('Rp 600.000')).toBeInTheDocument();
});

const rewards: MktRewardList = {
  rewards: [
    {
      id: 41,
      title: 'Referral reward: Rp 50.000 off',
      source: 'referral',
      kind: 'fixed',
      percent: null,
      amount: 5_000_000,
      max_discount: null,
      min_spend: 0,
      currency: 'IDR',
      valid_until: '2026-06-08T00:00:00.000Z',
      discount: 5_000_000,
      unavailable_reason: null,
    },
    {
      id: 42,
      title: 'Singapore weekend: S$15 off',
      source: 'campaign',
      kind: 'fixed',
      percent: null,
      amount: 1500,
      max_discount: null,
      min_spend: 0,
      currency: 'SGD',
      valid_until: '2026-05-09T00:00:00.000Z',
      discount: 0,
      unavailable_reason: 'MKT_REWARD_NOT_FOR_CURRENCY',
    },
  ],
};
const rewardLine = {
  kind: 'mkt_reward' as const,
  code: '41',
  label: 'Referral reward: Rp 50.000 off',
  amount: -5_000_000,
  quantity: 1,
  entries: [],
};

it("a signed-in user's rewards are listed with what they save or why not; one applies, shows in the price card and goes to book_now", async () => {
  const api = createFakeApi({
    hotelDetails: hotel,
    hotelPriceAvailability: price,
    checkAddonAvailability: { currency: 'IDR', add_ons: [] },
    bookingSummaryPromos: promos,
    mktRewardList: rewards,
    applyMktReward: { ...base, adjustments: [rewardLine], total: 55_000_000, mkt_reward_id: 41 },
    removeMktReward: base,
    bookNow: apiError('bookNow', 409, 'MKT_REWARD_HELD'),
  });
  renderWithShell((props) => <App {...props} />, {
    route,
    api,
    settings: makeSiteSettings('en-id', { captcha_by_pass: 1 }),
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  expect(await screen.findByRole('heading', { name: 'Your rewards' })).toBeInTheDocument();
  expect(screen.getByText(/This reward is for stays paid in another currency\./)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply the reward Singapore weekend: S$15 off' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Apply the reward Referral reward: Rp 50.000 off' }));
  expect(await screen.findByText('Referral reward: Rp 50.000 off applied: Rp 50.000 off')).toBeInTheDocument();
  expect(api.callsTo('applyMktReward')[0]!.body).toMatchObject({ hotel: 'rednest-menteng', mkt_reward_id: 41 });
  expect(within(priceCard()).getByText('Reward: Referral reward: Rp 50.000 off')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 550.000')).toBeInTheDocument();
  // one voucher per booking: codes wait until the reward is removed
  expect(
    screen.getByText('A promo code cannot be combined with a reward. Remove the reward to use a code.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply the code STAY10' })).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Sari');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'sari@example.test');
  await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '+62 812 3456 7890');
  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  expect(await screen.findByText('This reward is held by a booking waiting for payment.')).toBeInTheDocument();
  expect(api.callsTo('bookNow')[0]!.body).toMatchObject({ mkt_reward_id: 41 });

  await user.click(screen.getByRole('button', { name: 'Remove the reward Referral reward: Rp 50.000 off' }));
  expect(await within(priceCard()).findByText('Rp 600.000')).toBeInTheDocument();
  expect(api.callsTo('removeMktReward')).toHaveLength(1);
});

it("on the corporate site the company's rate is applied from the start and again after a change, and Check availability replaces booking", async () => {
  const corporateLine = {
    kind: 'corporate_amount' as const,
    code: '3',
    label: 'Nusantara Logistics: negotiated rate (8% off)',
    amount: -4_800_000,
    quantity: 1,
    entries: [],
  };
  const api = createFakeApi({
    hotelDetails: hotel,
    hotelPriceAvailability: price,
    checkAddonAvailability: addOns,
    reapplyCorporateAmount: { ...base, adjustments: [corporateLine], total: 55_200_000 },
    checkAvailability: {
      available: true,
      unavailable_reason: null,
      available_rooms: 3,
      price_changed: false,
      summary: { ...base, adjustments: [corporateLine], total: 55_200_000 },
      checked_at: '2026-03-10T03:00:00.000Z',
    },
  });
  renderWithShell((props) => <App {...props} />, {
    route,
    api,
    settings: makeSiteSettings('en-id', { site_kind: 'corporate', domain_type: 1 }),
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  expect(
    await within(await screen.findByRole('region', { name: 'Price' })).findByText("Your company's rate"),
  ).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 552.000')).toBeInTheDocument();
  expect(api.callsTo('reapplyCorporateAmount')[0]!.body).toMatchObject({ hotel: 'rednest-menteng', corporate: true });
  // no promo codes, rewards or book button on the corporate site
  expect(screen.queryByRole('textbox', { name: 'Have a code? Enter it here' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Book and pay by card' })).not.toBeInTheDocument();

  await user.click(await screen.findByRole('checkbox', { name: 'Breakfast' }));
  await waitFor(() => expect(api.callsTo('reapplyCorporateAmount')).toHaveLength(2));
  expect(api.callsTo('reapplyCorporateAmount')[1]!.body).toMatchObject({
    corporate: true,
    add_ons: [{ type: 'breakfast', quantity: 1 }],
  });
  expect(api.callsTo('bookingSummary')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Check availability' }));
  expect(await screen.findByText("Available: 3 rooms free for your dates at your company's rate")).toBeInTheDocument();
  expect(api.callsTo('checkAvailability')[0]!.query).toMatchObject({
    hotel: 'rednest-menteng',
    room_type_id: 31,
    total: 55_200_000,
  });
  expect(api.callsTo('bookNow')).toHaveLength(0);
});

it('on the corporate site a sold-out room is said plainly after Check availability', async () => {
  const api = createFakeApi({
    hotelDetails: hotel,
    hotelPriceAvailability: price,
    checkAddonAvailability: { currency: 'IDR', add_ons: [] },
    reapplyCorporateAmount: base,
    checkAvailability: {
      available: false,
      unavailable_reason: 'ROOM_SOLD_OUT',
      available_rooms: 0,
      price_changed: false,
      summary: null,
      checked_at: '2026-03-10T03:00:00.000Z',
    },
  });
  renderWithShell((props) => <App {...props} />, {
    route,
    api,
    settings: makeSiteSettings('en-id', { site_kind: 'corporate', domain_type: 1 }),
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(await screen.findByRole('button', { name: 'Check availability' }));
  expect(await screen.findByText(/Not available: this room is sold out/)).toBeInTheDocument();
});

it('a member pays part with redcash: offered from the wallet, priced by the server, sent to book_now and refused in words when the wallet changed', async () => {
  const redcashLine = {
    kind: 'redcash' as const,
    code: 'redcash',
    label: 'RedCash',
    amount: -10_000_000,
    quantity: 1,
    entries: [],
  };
  const { api, user } = memberSummary({
    redcashBalance: {
      currency: 'IDR',
      redcash_balance: 10_000_000,
      converted_redcash_balance: 10_000_000,
      redcash_conversion_unit: 1,
      on_hold: 0,
      expiring: [],
      point_balance: 0,
    },
    bookingSummary: { ...base, adjustments: [redcashLine], total: 50_000_000 },
    removeRedcash: base,
    bookNow: apiError('bookNow', 409, 'REDCASH_CHANGED'),
  });
  const pay = await screen.findByRole('checkbox', { name: 'Pay part with my redcash' });
  expect(screen.getByText('Rp 100.000 in your wallet: up to 30% of this stay.')).toBeInTheDocument();
  await user.click(pay);
  expect(await screen.findByText('Rp 100.000 of redcash pays for part of this stay.')).toBeInTheDocument();
  expect(api.callsTo('bookingSummary').at(-1)!.body).toMatchObject({ use_redcash: true });
  expect(within(priceCard()).getByText('RedCash')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 500.000')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  expect(
    await screen.findByText('Your redcash balance changed. Check the new total and book again.'),
  ).toBeInTheDocument();
  expect(api.callsTo('bookNow')[0]!.body).toMatchObject({ use_redcash: true, redcash_amount: 10_000_000 });

  await user.click(screen.getByRole('checkbox', { name: 'Pay part with my redcash' }));
  expect(await within(priceCard()).findByText('Rp 600.000')).toBeInTheDocument();
  expect(api.callsTo('removeRedcash')).toHaveLength(1);
});

it('a member pays part with points: offered from their balance, priced by the server, sent to book_now', async () => {
  const pointsLine = {
    kind: 'points' as const,
    code: 'points',
    label: 'Points',
    amount: -6_000_000,
    quantity: 12,
    entries: [],
  };
  const { api, user } = memberSummary({
    redcashBalance: {
      currency: 'IDR',
      redcash_balance: 0,
      converted_redcash_balance: 0,
      redcash_conversion_unit: 1,
      on_hold: 0,
      expiring: [],
      point_balance: 30,
    },
    applyDoorPoints: {
      ...base,
      adjustments: [pointsLine],
      total: 54_000_000,
      points: { available: 30, usable: 12, point_value: 500_000 },
    },
    removeDoorPoints: base,
    bookNow: apiError('bookNow', 409, 'POINTS_CHANGED'),
  });
  const pay = await screen.findByRole('checkbox', { name: 'Pay part with my points' });
  expect(screen.getByText('You have 30 points: they pay up to 20% of this stay.')).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Pay part with my redcash' })).not.toBeInTheDocument();
  await user.click(pay);
  expect(await screen.findByText('12 points take Rp 60.000 off this stay.')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Points (12)')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 540.000')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  expect(
    await screen.findByText('Your points balance changed. Check the new total and book again.'),
  ).toBeInTheDocument();
  expect(api.callsTo('bookNow')[0]!.body).toMatchObject({ use_points: true, points_used: 12 });

  await user.click(screen.getByRole('checkbox', { name: 'Pay part with my points' }));
  expect(await within(priceCard()).findByText('Rp 600.000')).toBeInTheDocument();
  expect(api.callsTo('removeDoorPoints')).toHaveLength(1);
});

it('a member joins the club with the stay: the plan is priced by the server and sent to book_now', async () => {
  const membershipLine = {
    kind: 'membership' as const,
    code: '7',
    label: 'RedClub 3 months',
    amount: 4_900_000,
    quantity: 1,
    entries: [],
  };
  const plan = (id: number, name: string, price: number, currency = 'IDR') => ({
    id,
    name,
    duration_days: 90,
    price,
    currency,
    order: id,
    benefits: [],
  });
  const { api, user } = memberSummary({
    redcashBalance: apiError('redcashBalance', 404, 'NOT_MOCKED'),
    clubLoyaltyPlans: {
      currency: 'IDR',
      plans: [plan(7, '3 months', 4_900_000), plan(8, '1 year', 14_900_000), plan(9, 'Abroad', 1_000, 'SGD')],
      club_member: false,
      membership: null,
      next_start: '2026-05-01',
    },
    bookingSummary: (input: { body?: { club_plan_id?: number } }) =>
      input.body?.club_plan_id === 7 ? { ...base, adjustments: [membershipLine], total: 64_900_000 } : base,
    removeMembership: base,
    bookNow: apiError('bookNow', 409, 'SOLD_OUT'),
  });
  const group = await screen.findByRole('group', { name: 'Club membership' });
  expect(within(group).getByRole('radio', { name: 'No plan' })).toBeChecked();
  expect(within(group).queryByRole('radio', { name: /Abroad/ })).not.toBeInTheDocument();
  await user.click(within(group).getByRole('radio', { name: '3 months: Rp 49.000' }));
  expect(await screen.findByText('3 months is added for Rp 49.000.')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Club membership (RedClub 3 months)')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 649.000')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  await waitFor(() => expect(api.callsTo('bookNow')).toHaveLength(1));
  expect(api.callsTo('bookNow')[0]!.body).toMatchObject({ club_plan_id: 7 });

  await user.click(within(group).getByRole('radio', { name: 'No plan' }));
  expect(await within(priceCard()).findByText('Rp 600.000')).toBeInTheDocument();
  expect(api.callsTo('removeMembership')).toHaveLength(1);
});

it('a guest is not offered redcash', async () => {
  const api = createFakeApi({
    hotelDetails: hotel,
    hotelPriceAvailability: price,
    checkAddonAvailability: { currency: 'IDR', add_ons: [] },
    bookingSummaryPromos: { promos: [] },
    mktRewardList: { rewards: [] },
  });
  renderWithShell((props) => <App {...props} />, { route, api, settings: makeSiteSettings('en-id') });
  expect(await screen.findByRole('heading', { name: 'Extras and promo codes' })).toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Pay part with my redcash' })).not.toBeInTheDocument();
  expect(api.callsTo('redcashBalance')).toHaveLength(0);
});

it("a member's stay reward: offered once earned, priced by the server, sent to book_now, and taken off again", async () => {
  const reward = (status: 'available' | 'availed', discount = 6_000_000) => ({
    status,
    remaining_bookings: 0,
    every_stays: 5,
    percent: 10,
    max_discount: 10_000_000,
    discount,
  });
  const rewardLine = {
    kind: 'stay_reward' as const,
    code: 'stay_reward',
    label: 'Stay reward',
    amount: -6_000_000,
    quantity: 1,
    entries: [],
  };
  const { api, user } = memberSummary(
    {
      redcashBalance: apiError('redcashBalance', 404, 'NOT_MOCKED'),
      clubLoyaltyPlans: apiError('clubLoyaltyPlans', 404, 'NOT_MOCKED'),
      bookingSummary: { ...base, stay_reward: reward('available') },
      addUserRedLoyalty: { ...base, adjustments: [rewardLine], total: 54_000_000, stay_reward: reward('availed') },
      removeUserRedLoyalty: { ...base, stay_reward: reward('available') },
      bookNow: apiError('bookNow', 409, 'SOLD_OUT'),
    },
    { loyalty_remaining_booking_count: 0 },
  );
  // before any change, the profile's counts offer it; the server prices it when applied
  const pick = await screen.findByRole('checkbox', { name: 'Use my stay reward' });
  expect(screen.getByText('Your completed stays earned a reward: a share off this stay.')).toBeVisible();
  await user.click(pick);
  expect(await within(priceCard()).findByText('Stay reward')).toBeInTheDocument();
  expect(within(priceCard()).getByText('Rp 540.000')).toBeInTheDocument();
  expect(screen.getByText('Rp 60.000 off this stay with your stay reward.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Book and pay by card' }));
  await waitFor(() => expect(api.callsTo('bookNow')).toHaveLength(1));
  expect(api.callsTo('bookNow')[0]!.body).toMatchObject({ use_stay_reward: true });

  await user.click(screen.getByRole('checkbox', { name: 'Use my stay reward' }));
  expect(await within(priceCard()).findByText('Rp 600.000')).toBeInTheDocument();
  expect(screen.getByText('10% off this stay: Rp 60.000 (at most Rp 100.000).')).toBeInTheDocument();
  expect(api.callsTo('removeUserRedLoyalty')[0]!.body).toMatchObject({ use_stay_reward: true });
});

it('until a stay reward is earned, the summary says how many completed stays are to go', async () => {
  memberSummary(
    {
      redcashBalance: apiError('redcashBalance', 404, 'NOT_MOCKED'),
      clubLoyaltyPlans: apiError('clubLoyaltyPlans', 404, 'NOT_MOCKED'),
    },
    { loyalty_remaining_booking_count: 3 },
  );
  expect(await screen.findByText(/^Complete 3 more stays to earn a reward off a later stay\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'How rewards work' })).toHaveAttribute('href', '/en-id/loyalty_points');
  expect(screen.queryByRole('checkbox', { name: /stay reward/ })).not.toBeInTheDocument();
});
