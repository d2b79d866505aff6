import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorpClient, CorpClients } from '@rednest/shared/contracts';
import { apiError, renderWithShell, type FakeApi, type FakeHandlers } from '@rednest/shared/testing';
import { App } from '../app';

const LIST: CorpClients = {
  company: { id: 7, name: 'Nusantara Logistics' },
  clients: [],
  next_page: null,
  total_pages: 1,
};
const CLIENT: CorpClient = {
  id: 5,
  name: 'Sari Wijaya',
  channel: 'email',
  email: 'sari@example.test',
  phone: null,
  status: 'pending',
  account: null,
  can_send_again: true,
  added_by: 'Budi Hartono',
  created_at: '2026-05-01T03:00:00.000Z',
  verified_at: null,
  link_expires_at: '2026-05-04T03:00:00.000Z',
};
const MEMBER = { first_name: 'Budi', corporate_type: 'other' as const, corporate_agent_id: 7 };

const open = (handlers: FakeHandlers, user: object | null = MEMBER) => {
  const { api } = renderWithShell((props) => <App {...props} />, { route: '/add-new-client', api: handlers, user });
  return api as FakeApi;
};

it('a guest gets the company-accounts page with a sign-in that comes back to the form', async () => {
  open({}, null);
  expect(await screen.findByRole('heading', { name: 'Only for company accounts' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/en-id/signIn?returnTo=%2Fen-id%2Fadd-new-client',
  );
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('a person of no company (403) gets no form', async () => {
  open({ corpClients: apiError('corpClients', 403, 'NOT_CORPORATE_MEMBER') }, { first_name: 'Dewi' });
  expect(await screen.findByRole('heading', { name: 'Only for company accounts' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add and send the link' })).not.toBeInTheDocument();
});

it('adds a client by email: the body the API takes, then where the link went and the way to My clients', async () => {
  const api = open({ corpClients: LIST, addCorpClient: { client: CLIENT, sent_to: 's***@example.test' } });
  expect(await screen.findByText(/Add a colleague who books at Nusantara Logistics's rate/)).toBeInTheDocument();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Full name/), '  Sari Wijaya ');
  await user.type(screen.getByLabelText(/Email address/), 'sari@example.test');
  await user.click(screen.getByRole('button', { name: 'Add and send the link' }));
  expect(await screen.findByRole('heading', { name: 'Link sent' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'We sent a verification link to s***@example.test. Sari Wijaya shows as waiting for confirmation',
  );
  expect(api.callsTo('addCorpClient')[0]!.body).toEqual({
    name: 'Sari Wijaya',
    email: 'sari@example.test',
    locale: 'en-id',
  });
  expect(screen.getByRole('link', { name: 'Go to My clients' })).toHaveAttribute('href', '/en-id/my-clients');
  await user.click(screen.getByRole('button', { name: 'Add another client' }));
  expect(screen.getByLabelText(/Full name/)).toHaveValue('');
});

it('checks the fields before sending: the first wrong one gets focus and its message', async () => {
  const api = open({ corpClients: LIST });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add and send the link' }));
  expect(await screen.findByText("Enter the client's name.")).toBeInTheDocument();
  expect(screen.getByLabelText(/Full name/)).toHaveFocus();
  await user.type(screen.getByLabelText(/Full name/), 'Rudi');
  await user.type(screen.getByLabelText(/Email address/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Add and send the link' }));
  expect(await screen.findByText('Enter an email address like name@company.com.')).toBeInTheDocument();
  expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('addCorpClient')).toHaveLength(0);
});

it('by SMS: the site country code is explained and sent along; a number too short is refused here', async () => {
  const api = open({
    corpClients: LIST,
    addCorpClient: {
      client: { ...CLIENT, channel: 'sms', email: null, phone: '+6281234567890' },
      sent_to: '+62 ••• 7890',
    },
  });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Full name/), 'Rudi Hartono');
  await user.click(screen.getByRole('radio', { name: 'SMS' }));
  expect(screen.queryByLabelText(/Email address/)).not.toBeInTheDocument();
  expect(screen.getByText('We add +62 unless you type another country code')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Mobile number/), '0812');
  await user.click(screen.getByRole('button', { name: 'Add and send the link' }));
  expect(await screen.findByText('Enter a mobile number of 6 to 13 digits.')).toBeInTheDocument();
  await user.type(screen.getByLabelText(/Mobile number/), '-3456-7890');
  await user.click(screen.getByRole('button', { name: 'Add and send the link' }));
  expect(await screen.findByRole('heading', { name: 'Link sent' })).toBeInTheDocument();
  expect(api.callsTo('addCorpClient')[0]!.body).toEqual({
    name: 'Rudi Hartono',
    phone: '0812-3456-7890',
    country_code: 'id',
    locale: 'en-id',
  });
});

it("the API's refusals appear in an alert above the form", async () => {
  open({ corpClients: LIST, addCorpClient: apiError('addCorpClient', 409, 'CORP_CLIENT_EXISTS') });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Full name/), 'Sari');
  await user.type(screen.getByLabelText(/Email address/), 'sari@example.test');
  await user.click(screen.getByRole('button', { name: 'Add and send the link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This person is already on your client list. Send them the link again from My clients.',
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add and send the link' })).toBeEnabled());
});
