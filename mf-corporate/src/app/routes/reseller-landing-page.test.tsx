import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiClient } from '@rednest/shared/api-client';
import { site } from '@rednest/shared/session';
import { renderWithShell } from '@rednest/shared/testing';
import type { Locale, RsiteContent, SiteSettings } from '@rednest/shared/contracts';
import { App } from '../app';

const CONTENT: RsiteContent = {
  section: 'reseller_landing',
  language: 'en',
  blocks: [
    {
      key: 'hero',
      title: 'Sell stays, earn commission',
      body: 'Join 2,000 travel agents selling RedNest.',
      image_url: '/img/hero.svg',
    },
    {
      key: 'benefit_commission',
      title: 'Commission on every booking',
      body: 'Paid monthly to your bank.',
      image_url: '/img/commission.svg',
    },
    {
      key: 'benefit_rates',
      title: 'Negotiated rates',
      body: 'Ask for special prices for your clients.',
      image_url: '/img/rates.svg',
    },
    { key: 'step_1', title: 'Sign up', body: 'Tell us about your agency.', image_url: null },
    { key: 'step_2', title: 'Get verified', body: 'Upload your documents.', image_url: null },
    { key: 'step_3', title: 'Start selling', body: 'Book for your clients and earn.', image_url: null },
  ],
};

const SETTINGS = {
  site_name: 'RedNest',
  locale_list: [],
  currency_list: [],
  contact_email: 'partners@rednest.test',
  contact_number: '+62 21 5000 1234',
} as unknown as SiteSettings;

type Call = ApiClient['call'];

function fakeApi(impl: () => Promise<unknown>) {
  const call = jest.fn(impl);
  return { api: { call: call as unknown as Call } as ApiClient, call };
}

function renderPage(
  api: ApiClient,
  { locale = 'en-id' as Locale, settings = SETTINGS as SiteSettings | null, route = '/reseller-landing' } = {},
) {
  return renderWithShell((props) => <App {...props} />, { api, locale, settings, route });
}

afterEach(() => {
  act(() => site.set({ settings: null }));
});

describe('Reseller landing page', () => {
  it('shows the heading and a skeleton while loading', () => {
    const { api } = fakeApi(() => new Promise(() => {}));
    renderPage(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Become a RedNest reseller' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the reseller programme' })).toHaveAttribute('aria-busy', 'true');
  });

  it("uses the content's title, benefit blocks with images and the steps", async () => {
    const { api, call } = fakeApi(async () => CONTENT);
    const { container } = renderPage(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell stays, earn commission' })).toBeInTheDocument();
    expect(screen.getByText('Join 2,000 travel agents selling RedNest.')).toBeInTheDocument();

    const benefits = screen.getByRole('region', { name: 'Why resell RedNest' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Commission on every booking', 'Negotiated rates']);
    expect(container.querySelector('img[src="/img/commission.svg"]')).not.toBeNull();

    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getAllByRole('listitem')).toHaveLength(3);
    expect(within(how).getByText('Get verified')).toBeInTheDocument();

    expect(call).toHaveBeenCalledWith(
      'loadRsiteContents',
      expect.objectContaining({ query: expect.objectContaining({ section: 'reseller_landing', language: 'en' }) }),
    );
    expect(document.title).toBe('Sell stays, earn commission | RedNest');
  });

  it('falls back to "Become a RedNest reseller" when the content has no hero', async () => {
    const { api } = fakeApi(async () => ({ ...CONTENT, blocks: CONTENT.blocks.filter((b) => b.key !== 'hero') }));
    renderPage(api);
    expect(await screen.findByRole('region', { name: 'Why resell RedNest' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a RedNest reseller' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sell budget stays across Southeast Asia to your customers and earn a commission on every booking.',
      ),
    ).toBeInTheDocument();
  });

  it('shows our onboarding steps when the content has none, after its sign-up block', async () => {
    const { api } = fakeApi(async () => ({
      ...CONTENT,
      blocks: [
        CONTENT.blocks[0]!,
        { key: 'commission', title: 'Commission paid monthly', body: 'Paid to your bank.', image_url: null },
        { key: 'tools', title: 'Tools built for agents', body: 'One dashboard.', image_url: null },
        { key: 'signup', title: 'Start in minutes', body: 'Sign up and book the same day.', image_url: null },
      ],
    }));
    renderPage(api);
    const benefits = await screen.findByRole('region', { name: 'Why resell RedNest' });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Commission paid monthly', 'Tools built for agents']);
    const how = screen.getByRole('region', { name: 'How it works' });
    expect(within(how).getByText('Start in minutes')).toBeInTheDocument();
    expect(
      within(how)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('h3')?.textContent),
    ).toEqual(['Get in touch', 'Verify your business', 'Book and earn']);
  });

  it('still explains the programme and how to join when the section has no blocks', async () => {
    const { api } = fakeApi(async () => ({ ...CONTENT, blocks: [] }));
    renderPage(api);
    expect(await screen.findByRole('link', { name: 'Contact our partnerships team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a RedNest reseller' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Why resell RedNest' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('reaches the partnerships team by email and phone from site settings, with no dead links', async () => {
    const { api } = fakeApi(async () => CONTENT);
    renderPage(api);
    const contact = await screen.findByRole('link', { name: 'Contact our partnerships team' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:partners@rednest\.test\?subject=/);
    expect(screen.getByRole('link', { name: 'Or call +62 21 5000 1234' })).toHaveAttribute('href', 'tel:+622150001234');
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^(mailto|tel):/);
  });

  it('uses the phone number when the site has no contact email', async () => {
    const { api } = fakeApi(async () => CONTENT);
    renderPage(api, { settings: { ...SETTINGS, contact_email: '' } });
    expect(await screen.findByRole('link', { name: 'Contact our partnerships team' })).toHaveAttribute(
      'href',
      'tel:+622150001234',
    );
  });

  it('shows an error with Retry, and Retry loads the page', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api, call } = fakeApi(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Network Error');
      return CONTENT;
    });
    renderPage(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the reseller programme.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sell stays, earn commission' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('asks for Vietnamese content and speaks Vietnamese on vi-vn', async () => {
    const { api, call } = fakeApi(async () => ({
      ...CONTENT,
      language: 'vi',
      blocks: CONTENT.blocks.filter((b) => b.key !== 'hero'),
    }));
    renderPage(api, { locale: 'vi-vn' });
    expect(await screen.findByRole('link', { name: 'Liên hệ đội ngũ đối tác' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Trở thành đại lý RedNest' })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'loadRsiteContents',
      expect.objectContaining({ query: expect.objectContaining({ language: 'vi' }) }),
    );
  });

  it("sends a path it does not draw yet to the locale's home instead of a blank area", () => {
    const { api, call } = fakeApi(async () => CONTENT);
    const { container } = renderPage(api, { route: '/reseller/signUp' });
    expect(window.location.pathname).toBe('/en-id');
    expect(container).toBeEmptyDOMElement();
    expect(call).not.toHaveBeenCalled();
  });
});
