import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundRedirect } from './not-found-redirect';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('NotFoundRedirect (spec §2 catch-all)', () => {
  it("sends a path no remote draws to the locale's home", () => {
    const view = renderAt('/no-such-page');
    expect(view.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(view.getByText('home')).toBeInTheDocument();
  });

  it("draws nothing on another remote's page (the shell is moving there) and leaves the URL alone", () => {
    // in shared's tests this package is no remote: signIn is mf-account's, faq mf-content's
    for (const path of ['/signIn', '/faq']) {
      const view = renderAt(path);
      expect(view.getByTestId('where')).toHaveTextContent(path);
      expect(view.queryByText('home')).not.toBeInTheDocument();
      view.unmount();
    }
  });
});
