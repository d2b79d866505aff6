import { screen } from '@testing-library/react';
import { makeSiteSettings, renderWithShell } from '@rednest/shared/testing';
import { ShellProvider, type ShellProps } from '@rednest/shared/remote';
import { PARTNER_REFERRAL_KEY } from '@rednest/shared/session';
import { LeavesToPartner } from './leaves-to-partner';

const settings = makeSiteSettings('en-id', { partner_referral_origins: ['https://partner.example'] });

beforeEach(() => sessionStorage.clear());

it("sends a guest who came through a partner back to the partner's URL, once", async () => {
  sessionStorage.setItem(PARTNER_REFERRAL_KEY, 'https://partner.example/back?id=7');
  const leave = jest.fn();
  const { unmount } = renderWithShell((props) => <LeavesToPartnerInShell props={props} leave={leave} />, { settings });
  expect(await screen.findByRole('status')).toHaveTextContent('Taking you back to our partner…');
  expect(leave).toHaveBeenCalledWith('https://partner.example/back?id=7');
  expect(sessionStorage.getItem(PARTNER_REFERRAL_KEY)).toBeNull();
  unmount();
  // back from the partner: the page itself
  renderWithShell((props) => <LeavesToPartnerInShell props={props} leave={leave} />, { settings });
  expect(screen.getByText('the page')).toBeInTheDocument();
  expect(leave).toHaveBeenCalledTimes(1);
});

it('ignores a stored URL of an origin the site does not list', () => {
  sessionStorage.setItem(PARTNER_REFERRAL_KEY, 'https://evil.example/');
  const leave = jest.fn();
  renderWithShell((props) => <LeavesToPartnerInShell props={props} leave={leave} />, { settings });
  expect(screen.getByText('the page')).toBeInTheDocument();
  expect(leave).not.toHaveBeenCalled();
});

function LeavesToPartnerInShell({ props, leave }: { props: ShellProps; leave: (url: string) => void }) {
  return (
    <ShellProvider value={props}>
      <LeavesToPartner leave={leave}>
        <p>the page</p>
      </LeavesToPartner>
    </ShellProvider>
  );
}
