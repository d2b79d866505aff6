import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@rednest/shared/api-client';
import { session, site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { Locale, Referral, SiteSettings, UserInfo } from '@rednest/shared/contracts';
import { App } from '../app';

const RULES = {
  friend_reward: { amount: 5_000_000, currency: 'IDR' },
  referrer_credit: { amount: 5_000_000, currency: 'IDR' },
  monthly_cap: 10,
  reward_valid_days: 90,
};
const MEMBER_VIEW: Referral = {
  ...RULES,
  code: 'AB7KQ2MZ',
  friends: { joined: 2, credited: 1, refused: 1 },
  earned: { amount: 5_000_000, currency: 'IDR' },
};
const SETTINGS = { site_name: 'RedNest', locale_list: [], currency_list: [] } as unknown as SiteSettings;

function fakeApi(answer: (input: { query?: Record<string, string> }) => Promise<unknown>) {
  const call = jest.fn((name: string, input: { query?: Record<string, string> }) =>
    name === 'referral' ? answer(input) : Promise.reject(new Error(`unexpected call ${name}`)),
  );
  return { api: { call: call as unknown as ApiClient['call'] } as ApiClient, call };
}
const render = (api: ApiClient, route: string, user: Partial<UserInfo> | null = null, locale: Locale = 'en-id') =>
  renderWithShell((props) => <App {...props} />, { api, locale, user, settings: SETTINGS, route });

afterEach(() => {
  act(() => {
    session.signOut();
    site.set({ settings: null });
  });
});

describe('Refer and earn', () => {
  it('tells a guest what friends and they get, in the site currency, and asks them to sign in', async () => {
    const { api, call } = fakeApi(() => Promise.resolve({ ...RULES, code: null, friends: null, earned: null }));
    render(api, '/refer-and-earn');
    expect(
      await screen.findByText(
        'Give your friends Rp 50.000 off their first stay. Get Rp 50.000 in redcash after they stay.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-id/signIn?returnTo=/en-id/refer-and-earn',
    );
    expect(screen.getByRole('link', { name: 'Terms of refer and earn' })).toHaveAttribute(
      'href',
      '/en-id/refer-and-earn/terms',
    );
    expect(call).toHaveBeenCalledWith('referral', expect.objectContaining({ query: { country: 'id' } }));
  });

  it('gives a member their code and sign-up link to copy, and how their friends are doing', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const { api } = fakeApi(() => Promise.resolve(MEMBER_VIEW));
    render(api, '/refer-and-earn', { first_name: 'Ayu' });
    const card = await screen.findByRole('region', { name: 'Your referral code' });
    expect(card).toHaveTextContent('AB7KQ2MZ');
    expect(card).toHaveTextContent(`${window.location.origin}/en-id/signUp?ref=AB7KQ2MZ`);
    await userEvent.click(within(card).getByRole('button', { name: 'Copy your referral link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/en-id/signUp?ref=AB7KQ2MZ`);
    expect(await within(card).findByText('Link copied: send it to a friend.')).toBeInTheDocument();
    expect(card).toHaveTextContent('Friends who stayed1');
    expect(card).toHaveTextContent('You earnedRp 50.000');
    expect(card).toHaveTextContent('1 referrals did not earn a credit');
  });

  it('the terms state the amounts and limits the API applies', async () => {
    const { api } = fakeApi(() => Promise.resolve({ ...RULES, code: null, friends: null, earned: null }));
    render(api, '/refer-and-earn/terms', null, 'en-id');
    const terms = await screen.findByRole('list');
    expect(terms).toHaveTextContent('gets Rp 50.000 off one stay, valid for 90 days');
    expect(terms).toHaveTextContent('at most 10 credits in a calendar month');
    expect(screen.getByRole('heading', { level: 1, name: 'Refer and earn: terms' })).toBeInTheDocument();
  });

  it('says so when it cannot load, and retries', async () => {
    let fail = true;
    const { api } = fakeApi(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(MEMBER_VIEW)));
    render(api, '/refer-and-earn', { first_name: 'Ayu' });
    expect(await screen.findByText('We could not load refer and earn.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Your referral code' })).toBeInTheDocument();
  });
});
