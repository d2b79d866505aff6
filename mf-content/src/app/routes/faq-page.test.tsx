import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@rednest/shared/api-client';
import { site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { Faq, Locale, SiteSettings } from '@rednest/shared/contracts';
import { App } from '../app';

const FAQS_EN: Faq[] = [
  { id: 1, category: 'Booking', question: 'How do I book a room?', answer: 'Search a city, pick a room and pay.' },
  { id: 2, category: 'Booking', question: 'Can I change my dates?', answer: 'Yes, from My Bookings.' },
  { id: 3, category: 'Payment', question: 'Can I pay at the hotel?', answer: 'Where <b>pay at hotel</b> is offered.' },
];

const SETTINGS = {
  site_name: 'RedNest',
  locale_list: [],
  currency_list: [],
  contact_number: '+65 3159 0000',
  contact_email: 'help@rednest.test',
} as unknown as SiteSettings;

type Call = ApiClient['call'];

function fakeApi(impl: (name: string, opts?: Parameters<Call>[1]) => Promise<unknown>) {
  const call = jest.fn(impl);
  return { api: { call: call as unknown as Call } as ApiClient, call };
}

function renderFaq(api: ApiClient, locale: Locale = 'en-sg', settings: SiteSettings | null = SETTINGS, route = '/faq') {
  return renderWithShell((props) => <App {...props} />, { api, locale, settings, route });
}

afterEach(() => {
  act(() => site.set({ settings: null }));
});

describe('FAQ page', () => {
  it('shows a skeleton while the questions load', () => {
    const { api } = fakeApi(() => new Promise(() => {}));
    renderFaq(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading questions' })).toHaveAttribute('aria-busy', 'true');
  });

  it('lists questions grouped by category as collapsed accordions, in the locale language', async () => {
    const { api, call } = fakeApi(async () => ({ language: 'en', faqs: FAQS_EN }));
    renderFaq(api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Booking' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
    const booking = screen.getByRole('region', { name: 'Booking' });
    expect(within(booking).getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(call).toHaveBeenCalledWith(
      'faqs',
      expect.objectContaining({ query: expect.objectContaining({ language: 'en', locale: 'en-sg' }) }),
    );
    expect(document.title).toBe('Frequently asked questions | RedNest');
  });

  it('opens and closes an answer with a click or the keyboard, rendering it as text', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(async () => ({ language: 'en', faqs: FAQS_EN }));
    renderFaq(api);
    const question = await screen.findByRole('button', { name: 'Can I pay at the hotel?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    // plain text from the API: markup shows literally, never as HTML
    expect(within(panel).getByText('Where <b>pay at hotel</b> is offered.')).toBeInTheDocument();
    expect(panel.querySelector('b')).toBeNull();

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves between questions with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(async () => ({ language: 'en', faqs: FAQS_EN }));
    renderFaq(api);
    const first = await screen.findByRole('button', { name: 'How do I book a room?' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Can I change my dates?' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Can I pay at the hotel?' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
  });

  it('filters as you type and shows "No questions match" when nothing does', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi(async () => ({ language: 'en', faqs: FAQS_EN }));
    renderFaq(api);
    const search = await screen.findByRole('searchbox', { name: 'Search questions' });

    await user.type(search, 'dates');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'How do I book a room?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Can I change my dates?' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 question');

    await user.clear(search);
    await user.type(search, 'helicopter');
    expect(await screen.findByText('No questions match')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('button', { name: 'How do I book a room?' })).toBeInTheDocument();
  });

  it('says so when the country has no questions yet', async () => {
    const { api } = fakeApi(async () => ({ language: 'en', faqs: [] }));
    renderFaq(api);
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the questions again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, call } = fakeApi(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Network Error');
      return { language: 'en', faqs: FAQS_EN };
    });
    renderFaq(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the questions.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'How do I book a room?' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("shows the site's customer-service number and email", async () => {
    const { api } = fakeApi(async () => ({ language: 'en', faqs: FAQS_EN }));
    renderFaq(api);
    const contact = screen.getByRole('complementary', { name: 'Still need help?' });
    expect(within(contact).getByRole('link', { name: '+65 3159 0000' })).toHaveAttribute('href', 'tel:+6531590000');
    expect(within(contact).getByRole('link', { name: 'help@rednest.test' })).toHaveAttribute(
      'href',
      'mailto:help@rednest.test',
    );
    await screen.findByRole('button', { name: 'How do I book a room?' });
  });

  it('asks for Indonesian questions and speaks Indonesian on id-id', async () => {
    const { api, call } = fakeApi(async () => ({
      language: 'id',
      faqs: [
        {
          id: 9,
          category: 'Pemesanan',
          question: 'Bagaimana cara memesan kamar?',
          answer: 'Cari kota, pilih kamar, bayar.',
        },
      ],
    }));
    renderFaq(api, 'id-id');
    expect(await screen.findByRole('button', { name: 'Bagaimana cara memesan kamar?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Pertanyaan yang sering diajukan' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Cari pertanyaan' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'faqs',
      expect.objectContaining({ query: expect.objectContaining({ language: 'id' }) }),
    );
  });

  it("sends a path it does not draw yet to the locale's home, rendering nothing", () => {
    const { api, call } = fakeApi(async () => ({ language: 'en', faqs: FAQS_EN }));
    const { container } = renderFaq(api, 'en-sg', SETTINGS, '/blog');
    expect(window.location.pathname).toBe('/en-sg');
    expect(container).toBeEmptyDOMElement();
    expect(call).not.toHaveBeenCalled();
  });

  it("stays out of the way while the shell moves to another remote's page: no trip home", async () => {
    const { api } = fakeApi(async () => ({ language: 'en', faqs: FAQS_EN }));
    renderFaq(api);
    await screen.findByRole('button', { name: 'How do I book a room?' });
    // the header's Sign in: the URL changes first, the FAQ area stays mounted until mf-account has loaded
    act(() => {
      window.history.pushState(null, '', '/en-sg/signIn?returnTo=%2Fen-sg%2Ffaq');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(window.location.pathname).toBe('/en-sg/signIn');
    expect(window.location.search).toBe('?returnTo=%2Fen-sg%2Ffaq');
    expect(screen.queryByRole('button', { name: 'How do I book a room?' })).not.toBeInTheDocument();
  });
});
