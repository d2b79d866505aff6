import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorpClientLink, CorpClientVerified, Locale } from '@rednest/shared/contracts';
import { apiError, renderWithShell, type FakeApi, type FakeHandlers } from '@rednest/shared/testing';
import { App } from '../app';

const TOKEN = 'T'.repeat(43);
const LINK: CorpClientLink = {
  state: 'ready',
  company_name: 'Nusantara Logistics',
  client_name: 'Sari Wijaya',
  channel: 'email',
  sent_to: 's***@example.test',
  expires_at: '2026-05-04T03:00:00.000Z',
  sign_up: null,
};
const PREFILL = { first_name: 'Sari', last_name: 'Wijaya', email: 'sari@example.test', phone: '', country_code: '' };
const verified = (outcome: CorpClientVerified['outcome']): CorpClientVerified => ({
  outcome,
  company_name: 'Nusantara Logistics',
  client_name: 'Sari Wijaya',
  channel: 'email',
  sent_to: 's***@example.test',
  sign_up: outcome === 'sign_up' ? PREFILL : null,
});

const open = (handlers: FakeHandlers, query = `?token=${TOKEN}`, locale: Locale = 'en-id') => {
  const { api } = renderWithShell((props) => <App {...props} />, {
    route: `/external/verify-client/${query}`,
    api: handlers,
    locale,
    kind: 'corporate',
  });
  return api as FakeApi;
};

it('shows whom the link verifies and confirms it: the account now books for the company', async () => {
  const api = open({ corpClientLink: LINK, corpClientVerify: verified('added') });
  expect(screen.getByRole('status', { name: 'Checking your link' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeInTheDocument();
  expect(screen.getByText('Nusantara Logistics')).toBeInTheDocument();
  expect(screen.getByText('s***@example.test')).toBeInTheDocument();
  expect(api.callsTo('corpClientLink')[0]!.query).toEqual({ token: TOKEN });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You now book for Nusantara Logistics' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    "Sign in with the account that uses s***@example.test to book at Nusantara Logistics's rate.",
  );
  expect(api.callsTo('corpClientVerify')[0]!.body).toEqual({ token: TOKEN });
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  // the link is asked again: the page's cache is shared with sign-up, which reads the same link
  await waitFor(() => expect(api.callsTo('corpClientLink')).toHaveLength(2));
});

it('no account yet: offers sign-up on this site with the link, so the email is prefilled and the membership follows', async () => {
  open({ corpClientLink: LINK, corpClientVerify: verified('sign_up') });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Confirmed: now create your account' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
    'href',
    `/en-id/signUp?corp_client=${TOKEN}`,
  );
});

it('a link opened again after confirming (no account yet) still offers sign-up', async () => {
  open({ corpClientLink: { ...LINK, state: 'sign_up', sign_up: PREFILL } });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Confirmed: now create your account' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
});

it('an account of another company is confirmed but not moved, and says so', async () => {
  open({ corpClientLink: LINK, corpClientVerify: verified('other_company') });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Address confirmed' })).toBeInTheDocument();
  expect(
    screen.getByText(/already books for another company, so it was not moved to Nusantara Logistics/),
  ).toBeInTheDocument();
});

it.each([
  ['expired', 'This link has expired', /Ask the person who added you to Nusantara Logistics to send a new one/],
  ['used', 'This link was already used', /Sari Wijaya is already confirmed for Nusantara Logistics/],
] as const)('a %s link has a page of its own, without Confirm', async (state, heading, text) => {
  open({ corpClientLink: { ...LINK, state } });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
});

it('a used link offers a guest to sign in, and someone signed in the home page', async () => {
  open({ corpClientLink: { ...LINK, state: 'used' } });
  expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en-id/signIn');
});

it('a used link, opened signed in, leads home', async () => {
  renderWithShell((props) => <App {...props} />, {
    route: `/external/verify-client/?token=${TOKEN}`,
    api: { corpClientLink: { ...LINK, state: 'used' } },
    kind: 'corporate',
    user: { first_name: 'Sari' },
  });
  expect(await screen.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en-id');
  expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
});

it('an unknown (or replaced) link does not work', async () => {
  open({ corpClientLink: apiError('corpClientLink', 404, 'CORP_CLIENT_LINK_NOT_FOUND') });
  expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
});

it('a link cut short is refused without a call', async () => {
  const api = open({}, '?token=abc');
  expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
  expect(api.callsTo('corpClientLink')).toHaveLength(0);
});

it('a link that expired while the page was open says so when Confirm is pressed', async () => {
  open({ corpClientLink: LINK, corpClientVerify: apiError('corpClientVerify', 409, 'CORP_CLIENT_LINK_EXPIRED') });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeInTheDocument();
});

it('a failed confirm (no connection) is an alert; Confirm stays', async () => {
  open({ corpClientLink: LINK, corpClientVerify: apiError('corpClientVerify', 0, 'NETWORK') });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not confirm your link just now. Please try again.',
  );
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
});

it.each([
  ['id-id', 'Tautan ini sudah kedaluwarsa'],
  ['vi-vn', 'Liên kết này đã hết hạn'],
  ['th-th', 'ลิงก์นี้หมดอายุแล้ว'],
] as const)('in %s too', async (locale, heading) => {
  open({ corpClientLink: { ...LINK, state: 'expired' } }, `?token=${TOKEN}`, locale);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
