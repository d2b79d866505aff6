import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorpClientLink } from '@rednest/shared/contracts';
import { session } from '@rednest/shared/session';
import { apiError, createFakeApi, makeUser, renderWithShell, type FakeHandlers } from '@rednest/shared/testing';
import { App } from '../app';

/**
 * Sign-up from a corporate client's link (`?corp_client=<token>`, offered by mf-corporate's
 * verify-client page): the company is named, the email comes from the API (never the URL) and the
 * token goes with the sign-up, so the new account books for the company.
 */
const TOKEN = 'C'.repeat(43);
const LINK: CorpClientLink = {
  state: 'sign_up',
  company_name: 'Nusantara Logistics',
  client_name: 'Sari Wijaya',
  channel: 'email',
  sent_to: 's***@example.test',
  expires_at: '2026-05-04T03:00:00.000Z',
  sign_up: { first_name: 'Sari', last_name: 'Wijaya', email: 'sari@example.test', phone: '', country_code: '' },
};

async function open(handlers: FakeHandlers) {
  const api = createFakeApi(handlers);
  renderWithShell((props) => <App {...props} />, { route: `/signUp?corp_client=${TOKEN}`, api, kind: 'corporate' });
  await screen.findByRole('heading', { level: 1 });
  return api;
}

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});

it('names the company, prefills from the link and sends its token with the sign-up', async () => {
  const api = await open({
    corpClientLink: LINK,
    signup: makeUser({ first_name: 'Sari', corporate_type: 'other', corporate_agent_id: 7, is_new_user: true }),
  });
  expect(await screen.findByText("Create your account to book at Nusantara Logistics's rate.")).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveValue('sari@example.test');
  expect(screen.getByLabelText('First name')).toHaveValue('Sari');
  expect(api.callsTo('corpClientLink')[0]!.query).toEqual({ token: TOKEN });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), 'nest2026stay');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(api.callsTo('signup')).toHaveLength(1));
  expect(api.callsTo('signup')[0]!.body).toMatchObject({ email: 'sari@example.test', corp_client: TOKEN });
});

it("another email than the link's is refused by the API and explained", async () => {
  await open({ corpClientLink: LINK, signup: apiError('signup', 400, 'CORP_CLIENT_EMAIL_MISMATCH') });
  const user = userEvent.setup();
  await user.clear(await screen.findByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'other@example.test');
  await user.type(screen.getByLabelText('Password'), 'nest2026stay');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('sign up with the email address the link was sent to');
});

it.each([
  ['used', { ...LINK, state: 'used' as const, sign_up: null }, 'Your company link was already used.'],
  ['expired', { ...LINK, state: 'expired' as const, sign_up: null }, 'Your company link has expired.'],
])('a %s link is explained above a plain form, and not sent', async (_name, link, text) => {
  const api = await open({ corpClientLink: link, signup: makeUser({}) });
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByLabelText('Email')).toHaveValue('');
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Sari');
  await user.type(screen.getByLabelText('Last name'), 'Wijaya');
  await user.type(screen.getByLabelText('Email'), 'sari@example.test');
  await user.type(screen.getByLabelText('Password'), 'nest2026stay');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  await waitFor(() => expect(api.callsTo('signup')).toHaveLength(1));
  expect(api.callsTo('signup')[0]!.body).not.toHaveProperty('corp_client');
});

it('an unknown link is explained', async () => {
  await open({ corpClientLink: apiError('corpClientLink', 404, 'CORP_CLIENT_LINK_NOT_FOUND') });
  expect(await screen.findByRole('alert')).toHaveTextContent('This company link is not valid.');
});
