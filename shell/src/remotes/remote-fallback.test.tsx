import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { site } from '@rednest/shared/session';
import { registerShellLabels } from '../i18n/shell-labels';
import { RemoteFallback } from './remote-fallback';

registerShellLabels();

describe('RemoteFallback', () => {
  it('announces the failure and retries once per click', async () => {
    act(() => site.set({ locale: 'en-id' }));
    const onRetry = jest.fn();
    render(<RemoteFallback onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent("This part of the page couldn't load.");
    const retry = screen.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(retry).toBeDisabled(); // no double loads while the retry runs
  });

  it('is translated', async () => {
    await registerShellLabels('th'); // the boot sequence loads the page's language first
    act(() => site.set({ locale: 'th-th' }));
    render(<RemoteFallback onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });
});
