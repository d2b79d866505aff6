import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Drawer } from './drawer';
import { afterDrawerCloses, onDrawerEntry } from './drawer-history';

function Harness({ onPick = () => undefined }: { onPick?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Menu</button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
        <a href="/faq">FAQ</a>
        <button
          onClick={() => {
            setOpen(false);
            afterDrawerCloses(onPick);
          }}
        >
          Pick
        </button>
      </Drawer>
    </>
  );
}

/** resolves once the history traversal the drawer started (history.back) has arrived */
const popped = () =>
  new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

describe('Drawer', () => {
  beforeEach(() => window.history.replaceState(null, '', '/en-id'));

  it('opens as a labelled modal dialog, focus on its first item, an entry in the history', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const length = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname).toBe('/en-id');
    expect(onDrawerEntry()).toBe(true);
  });

  it('traps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Pick' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pick' })).toHaveFocus();
  });

  it('Escape closes it, leaves its history entry and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    const back = popped();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    await back;
    expect(onDrawerEntry()).toBe(false);
  });

  it("the browser's back closes it and the page stays", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/en-id');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('a tap beside the panel closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("a choice in it runs after its history entry is gone, so the drawer's back cannot undo it", async () => {
    const user = userEvent.setup();
    const onPick = jest.fn(() => {
      expect(onDrawerEntry()).toBe(false);
      window.history.pushState(null, '', '/en-id/faq');
    });
    render(<Harness onPick={onPick} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Pick' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/en-id/faq');
  });
});
