import '@rednest/shared/ui'; // registers the kit's texts (ui.retry)
import { screen, waitFor } from '@testing-library/react';
import { useEndpointQuery } from '@rednest/shared/api-client';
import { useSession, useSite } from '@rednest/shared/session';
import { useT } from '@rednest/shared/i18n';
import { apiError, type FakeApi } from './fake-api';
import { createFakeShellProps, renderWithShell } from './render-with-shell';

function Greeting() {
  const { user, isLoggedIn } = useSession();
  const { locale, currency } = useSite();
  const t = useT();
  const faqs = useEndpointQuery('faqs', { query: { locale } });
  return (
    <main>
      <p>{isLoggedIn ? `Hi ${user?.first_name}` : 'Guest'}</p>
      <p>
        {locale} {currency}
      </p>
      <p>{t('ui.retry')}</p>
      <p>
        {faqs.isPending ? 'loading' : faqs.error ? faqs.error.code : faqs.data?.faqs.map((f) => f.question).join(',')}
      </p>
    </main>
  );
}

describe('renderWithShell', () => {
  it('renders with a signed-in user, a locale and fake api answers', async () => {
    const { api } = renderWithShell(<Greeting />, {
      user: { first_name: 'Somchai' },
      locale: 'th-th',
      api: { faqs: { language: 'th', faqs: [{ question: 'Check-in time?' }] } },
    });
    expect(screen.getByText('Hi Somchai')).toBeInTheDocument();
    expect(screen.getByText('th-th THB')).toBeInTheDocument();
    expect(screen.getByText('ลองอีกครั้ง')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Check-in time?')).toBeInTheDocument());
    expect((api as FakeApi).callsTo('faqs')[0]!.query).toEqual({ locale: 'th-th' });
    expect(window.location.pathname).toBe('/th-th');
  });

  it('renders as a guest by default and surfaces fake errors', async () => {
    renderWithShell(<Greeting />, { api: { faqs: () => apiError('faqs', 503, 'UNAVAILABLE') } });
    expect(screen.getByText('Guest')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('UNAVAILABLE')).toBeInTheDocument());
  });

  it('reports calls nobody answered as NOT_MOCKED', async () => {
    renderWithShell(<Greeting />);
    await waitFor(() => expect(screen.getByText('NOT_MOCKED')).toBeInTheDocument());
  });
});

describe('createFakeShellProps', () => {
  it('builds isolated props with their own bus, session and site', async () => {
    const props = createFakeShellProps({
      user: { first_name: 'Linh' },
      locale: 'vi-vn',
      api: { countryList: [{ code: 'vn' }] },
    });
    expect(props.locale).toBe('vi-vn');
    expect(props.site.get().currency).toBe('VND');
    expect(props.session.getUser()?.first_name).toBe('Linh');
    await expect(props.api.call('countryList')).resolves.toEqual([{ code: 'vn' }]);
    const seen: string[] = [];
    props.bus.on('session.changed.v1').subscribe((e) => seen.push(String(e.payload.user)));
    props.session.signOut();
    expect(seen).toEqual(['null']);
    expect(localStorage.getItem('rn.user_info')).toBeNull();
  });
});
