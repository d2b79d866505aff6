import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '@rednest/shared/session';
import { apiError, createFakeApi, renderWithShell } from '@rednest/shared/testing';
import type { BankAccountDetails, BankList } from '@rednest/shared/contracts';
import { App } from '../app';

type FakeCall = { query?: Record<string, unknown>; body?: Record<string, unknown> };
const banksId: BankList = {
  country_code: 'id',
  banks: [
    { code: 'CENAIDJA', name: 'Bank Central Asia (BCA)', account_number_lengths: [10] },
    { code: 'BMRIIDJA', name: 'Bank Mandiri', account_number_lengths: [13] },
  ],
};
const banksSg: BankList = {
  country_code: 'sg',
  banks: [{ code: 'POSBSGSG', name: 'POSB', account_number_lengths: [9] }],
};
const none: BankAccountDetails = { bank_account: null, has_password: true, email_masked: 's***@example.com' };
const savedBca: BankAccountDetails = {
  ...none,
  bank_account: {
    country_code: 'id',
    bank_code: 'CENAIDJA',
    bank_name: 'Bank Central Asia (BCA)',
    holder_name: 'Sari Dewi',
    account_number_masked: '•••• 7890',
    updated_at: '2026-11-25T08:00:00.000Z',
  },
};

afterEach(() => {
  if (session.isLoggedIn()) session.signOut();
  window.localStorage.clear();
});
const open = (api: ReturnType<typeof createFakeApi>) =>
  renderWithShell((props) => <App {...props} />, {
    route: '/bank-account-details',
    user: { access_token: 'user-token-1001' },
    api,
  });
const bankList = (input: FakeCall) => (input.query?.country_code === 'sg' ? banksSg : banksId);

describe('bank account details page', () => {
  it('sends a guest to sign in and back', async () => {
    renderWithShell((props) => <App {...props} />, { route: '/bank-account-details' });
    await waitFor(() => expect(window.location.pathname).toBe('/en-id/signIn'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe('/en-id/bank-account-details');
  });

  it("checks the number against the bank's digits before sending, then saves with the password and shows it masked", async () => {
    const saves: FakeCall[] = [];
    const api = createFakeApi({
      bankAccountDetails: none,
      bankList,
      saveBankAccountDetails: (input: FakeCall) => (saves.push(input), savedBca),
    });
    open(api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bank account for refunds' })).toBeInTheDocument();
    const bank = await screen.findByRole('combobox', { name: 'Bank' });
    await waitFor(() => expect(bank).toBeEnabled());
    await userEvent.selectOptions(bank, 'CENAIDJA');
    expect(screen.getByText('10 digits for Bank Central Asia (BCA)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Account holder name'), 'Sari Dewi');
    await userEvent.type(screen.getByLabelText('Account number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(screen.getByLabelText('Account number')).toHaveAccessibleDescription(
      expect.stringContaining('A Bank Central Asia (BCA) account number has 10 digits'),
    );
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('Enter your password');
    expect(screen.getByLabelText('Account number')).toHaveFocus();
    expect(saves).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Account number'), '67890');
    await userEvent.type(screen.getByLabelText('Your password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(
      await screen.findByText('Your bank account is saved. We have emailed you a notice of the change.'),
    ).toBeInTheDocument();
    expect(saves[0]?.body).toEqual({
      holder_name: 'Sari Dewi',
      country_code: 'id',
      bank_code: 'CENAIDJA',
      account_number: '1234567890',
      password: 'Secret123',
    });
    expect(screen.getByText('•••• 7890')).toHaveAccessibleName('Account number ending in 7890');
    expect(screen.queryByText('1234567890')).not.toBeInTheDocument();
  });

  it('shows the saved account masked; a change with a wrong password says so next to the field', async () => {
    const api = createFakeApi({
      bankAccountDetails: savedBca,
      bankList,
      saveBankAccountDetails: apiError('saveBankAccountDetails', 400, 'WRONG_PASSWORD'),
    });
    open(api);
    const card = (await screen.findByRole('heading', { name: 'Your bank account' })).parentElement as HTMLElement;
    expect(within(card).getByText('Bank Central Asia (BCA)')).toBeInTheDocument();
    expect(within(card).getByText('Sari Dewi')).toBeInTheDocument();
    expect(within(card).getByText('•••• 7890')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change bank account' }));
    expect(screen.getByRole('heading', { name: 'Change your bank account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('CENAIDJA'));
    await userEvent.type(screen.getByLabelText('Account number'), '9876543210');
    await userEvent.type(screen.getByLabelText('Your password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('This is not your password'),
    );
    // the country's banks follow the country
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country of the bank' }), 'sg');
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Bank' })).getByRole('option', { name: 'POSB' }),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Your bank account' })).toBeInTheDocument();
  });

  it('an account without a password confirms with a code mailed to its email', async () => {
    const saves: FakeCall[] = [];
    const api = createFakeApi({
      bankAccountDetails: { ...none, has_password: false },
      bankList,
      sendBankDetailsCode: {
        request_id: 'req_abcdefghijklmnop',
        channel: 'email',
        sent_to: 's***@example.com',
        expires_in: 300,
        resend_after: 30,
      },
      saveBankAccountDetails: (input: FakeCall) => (saves.push(input), savedBca),
    });
    open(api);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Bank' })).toBeEnabled());
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(screen.getByText('We will email a 6-digit code to s***@example.com.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bank' }), 'BMRIIDJA');
    await userEvent.type(screen.getByLabelText('Account holder name'), 'Sari');
    await userEvent.type(screen.getByLabelText('Account number'), '123-4567-890123');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ask for a code first');
    await userEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    await screen.findByText('Your bank account is saved. We have emailed you a notice of the change.');
    expect(saves[0]?.body).toMatchObject({
      bank_code: 'BMRIIDJA',
      account_number: '123-4567-890123',
      request_id: 'req_abcdefghijklmnop',
      otp: '123456',
    });
    expect(saves[0]?.body).not.toHaveProperty('password');
  });

  it('says so in words when the account cannot be loaded, and retries', async () => {
    let fail = true;
    const api = createFakeApi({
      bankList,
      bankAccountDetails: () => (fail ? apiError('bankAccountDetails', 0, 'NETWORK') : none),
    });
    open(api);
    expect(await screen.findByText('We could not load your bank account')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Add a bank account' })).toBeInTheDocument();
  });
});
