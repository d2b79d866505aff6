import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CorpClient, CorpClients } from '@rednest/shared/contracts';
import { apiError, renderWithShell, type FakeApi, type FakeHandlers } from '@rednest/shared/testing';
import { App } from '../app';

const client = (over: Partial<CorpClient>): CorpClient => ({
  id: 1,
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
  ...over,
});
const page = (clients: CorpClient[], over: Partial<CorpClients> = {}): CorpClients => ({
  company: { id: 7, name: 'Nusantara Logistics' },
  clients,
  next_page: null,
  total_pages: 1,
  ...over,
});
const MEMBER = { first_name: 'Budi', corporate_type: 'other' as const, corporate_agent_id: 7 };

const open = (handlers: FakeHandlers, user: object | null = MEMBER) => {
  const { api } = renderWithShell((props) => <App {...props} />, { route: '/my-clients', api: handlers, user });
  return api as FakeApi;
};

it('a guest sees that the page is for company accounts, with a sign-in that comes back here; nothing is asked of the API', async () => {
  const api = open({}, null);
  expect(await screen.findByRole('heading', { name: 'Only for company accounts' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/en-id/signIn?returnTo=%2Fen-id%2Fmy-clients',
  );
  expect(api.callsTo('corpClients')).toHaveLength(0);
});

it('a signed-in person of no company (the API says 403) is told why', async () => {
  open({ corpClients: apiError('corpClients', 403, 'NOT_CORPORATE_MEMBER') }, { first_name: 'Dewi' });
  expect(await screen.findByRole('heading', { name: 'Only for company accounts' })).toBeInTheDocument();
  expect(screen.getByText(/Your account does not book for a company/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en-id');
});

it("lists the company's clients with their status while a skeleton shows the loading", async () => {
  let answer!: (value: CorpClients) => void;
  open({
    corpClients: () =>
      new Promise<CorpClients>((resolve) => {
        answer = resolve;
      }),
  });
  expect(screen.getByRole('status', { name: 'Loading your clients' })).toBeInTheDocument();
  answer(
    page([
      client({
        id: 3,
        name: 'Nina Putri',
        email: 'nina@example.test',
        status: 'verified',
        account: 'member',
        can_send_again: false,
        verified_at: '2026-05-02T03:00:00.000Z',
        link_expires_at: null,
      }),
      client({ id: 2, name: 'Rudi', channel: 'sms', email: null, phone: '+6281234567890' }),
      client({ id: 1, status: 'expired' }),
    ]),
  );
  const list = await screen.findByRole('list', { name: 'Clients of Nusantara Logistics' });
  expect(screen.getByText("Colleagues who book stays at Nusantara Logistics's rate.")).toBeInTheDocument();
  const cards = within(list).getAllByRole('article');
  expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Nina Putri', 'Rudi', 'Sari Wijaya']);
  expect(within(cards[0]!).getByText('Verified')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Books for your company')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('Verified on 2 May 2026')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('Waiting for confirmation')).toBeInTheDocument();
  expect(within(cards[1]!).getByText('+6281234567890')).toBeInTheDocument();
  expect(within(cards[1]!).getByText(/^Link valid until 4 May 2026/)).toBeInTheDocument();
  expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();
  expect(within(cards[2]!).getByText('Link expired')).toBeInTheDocument();
  expect(within(cards[2]!).getByText('Added by Budi Hartono on 1 May 2026')).toBeInTheDocument();
  expect(within(cards[2]!).getByRole('button', { name: 'Send again to Sari Wijaya' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add a client' })).toHaveAttribute('href', '/en-id/add-new-client');
});

it('an expired link is sent again: the new address is announced and the list is asked again', async () => {
  let listed = 0;
  const api = open({
    corpClients: () => (++listed === 1 ? page([client({ status: 'expired' })]) : page([client({ status: 'pending' })])),
    sendCorpClientLink: { client: client({}), sent_to: 's***@example.test' },
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Send again to Sari Wijaya' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'A new link was sent to s***@example.test. The older one no longer works.',
  );
  expect(api.callsTo('sendCorpClientLink')[0]!.body).toEqual({ client_id: 1 });
  expect(await screen.findByText('Waiting for confirmation')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Send again/ })).not.toBeInTheDocument();
});

it('a refused send again says why in an alert', async () => {
  open({
    corpClients: page([client({ status: 'expired' })]),
    sendCorpClientLink: apiError('sendCorpClientLink', 429, 'RATE_LIMITED'),
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Send again to Sari Wijaya' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many links were sent just now');
});

it('no clients yet: says so and offers to add one', async () => {
  open({ corpClients: page([]) });
  expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add a client' })).toHaveAttribute('href', '/en-id/add-new-client');
});

it('a failed load shows an alert with Retry, which asks again', async () => {
  let n = 0;
  open({ corpClients: () => (++n === 1 ? apiError('corpClients', 503, 'UNAVAILABLE') : page([client({})])) });
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your company and its clients.');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Sari Wijaya' })).toBeInTheDocument();
});

it('more clients than a page: "Show more" asks for the next page', async () => {
  const api = open({
    corpClients: (input: { query?: { page?: number } }) =>
      input.query?.page === 2
        ? page([client({ id: 9, name: 'Older One' })], { total_pages: 2 })
        : page([client({})], { next_page: 2, total_pages: 2 }),
  });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Show more' }));
  expect(await screen.findByRole('heading', { name: 'Older One' })).toBeInTheDocument();
  expect(api.callsTo('corpClients').map((c) => c.query?.page)).toEqual([1, 2]);
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument());
});
