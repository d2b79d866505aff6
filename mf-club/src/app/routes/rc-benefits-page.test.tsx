import { screen, within } from '@testing-library/react';
import type { Banners, SiteLoyaltyBenefits, SiteSettings } from '@rednest/shared/contracts';
import { apiError, createFakeApi, renderWithShell } from '@rednest/shared/testing';
import { App } from '../app';

const BANNERS: Banners = {
  banners: [
    {
      id: 3,
      title: 'Join RedNest Club',
      subtitle: '10% off every stay and double RedCash',
      image_url: '/api/images/banners/3.svg',
      link_url: '/en-id/rc-benefits/3',
      country: 'id',
    },
    {
      id: 1,
      title: 'Bali for less',
      subtitle: 'Budget stays',
      image_url: '/api/images/banners/1.svg',
      link_url: '/en-id/search?location=pro-bali&name=Bali',
      country: 'id',
    },
  ],
};
const BENEFITS: SiteLoyaltyBenefits = {
  country: 'id',
  currency: 'IDR',
  member_discount_percent: 10,
  cashback_percent: 5,
  club_cashback_percent: 10,
  redcash_max_redeem_percent: 30,
  redcash_validity_days: 180,
  points: {
    point_value: 500_000,
    max_redeem_percent: 20,
    tiers: [
      { tier: 'bronze', min_stays: 0, points_per_night: 1 },
      { tier: 'silver', min_stays: 3, points_per_night: 1.25 },
      { tier: 'gold', min_stays: 8, points_per_night: 1.5 },
      { tier: 'diamond', min_stays: 15, points_per_night: 2 },
    ],
  },
  stay_reward: { every_stays: 5, percent: 10, max_discount: 10_000_000 },
  you: null,
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;
const open = (route: string, handlers: Record<string, unknown>, user: { first_name: string } | null = null) =>
  renderWithShell((props) => <App {...props} />, { route, api: createFakeApi(handlers), settings: SETTINGS, user });

it("a club banner's page: the banner, what members get in the site's currency, and the way to join", async () => {
  open('/rc-benefits/3', { loadBanners: BANNERS, siteLoyaltyBenefits: BENEFITS });
  expect(await screen.findByRole('heading', { level: 1, name: 'Join RedNest Club' })).toBeInTheDocument();
  expect(screen.getByText('10% off every stay and double RedCash')).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'What you get' });
  expect(within(list).getByRole('heading', { name: '10% off every stay' })).toBeInTheDocument();
  expect(list).toHaveTextContent('Every 5 completed stays earn 10% off one later stay, up to Rp 100.000.');
  expect(list).toHaveTextContent('each point takes Rp 5.000 off a stay, up to 20% of it');
  const tiers = screen.getByRole('table', { name: 'Points a night by tier' });
  expect(within(tiers).getByRole('row', { name: 'Silver 3 stays 1,25' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Join the club' })).toHaveAttribute('href', '/en-id/loyalty-plan');
  expect(screen.queryByRole('complementary', { name: 'Where you stand' })).not.toBeInTheDocument();
  expect(document.title).toBe('Join RedNest Club | RedNest');
});

it('tells a signed-in reader their tier and how far the next stay reward is', async () => {
  open(
    '/rc-benefits/3',
    {
      loadBanners: BANNERS,
      siteLoyaltyBenefits: {
        ...BENEFITS,
        you: { loyalty_tier: 'silver', completed_stays: 3, loyalty_status: 'know_more', remaining_bookings: 2 },
      },
    },
    { first_name: 'Ayu' },
  );
  const you = await screen.findByRole('complementary', { name: 'Where you stand' });
  expect(you).toHaveTextContent('Silver tier, 3 completed stays in the last 24 months.');
  expect(you).toHaveTextContent('2 more completed stays to your next stay reward.');
});

it('a banner that is not a club banner, or is gone, says so and leads to the club', async () => {
  open('/rc-benefits/1', { loadBanners: BANNERS, siteLoyaltyBenefits: BENEFITS });
  expect(await screen.findByRole('heading', { name: 'This offer is no longer running' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'About RedNest Club' })).toHaveAttribute('href', '/en-id/loyalty_landing');
});

it('says so when the benefits cannot load', async () => {
  open('/rc-benefits/3', {
    loadBanners: BANNERS,
    siteLoyaltyBenefits: apiError('siteLoyaltyBenefits', 503, 'UNAVAILABLE'),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the club benefits.');
});
