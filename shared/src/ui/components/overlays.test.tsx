import { render, screen } from '@testing-library/react';
import { Modal, ToastHost } from '../index';
import { clearToasts, toast } from './toast-store';

/** The kit's Modal and ToastHost load their code when first shown; they behave as before. */
describe('the UI kit overlays, loaded when first shown', () => {
  afterEach(() => clearToasts());

  it('a closed Modal draws nothing; an open one arrives as the labelled dialog with its content', async () => {
    const { rerender } = render(
      <Modal open={false} onClose={() => undefined} title="Dates">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <Modal open onClose={() => undefined} title="Dates">
        body
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Dates' });
    expect(dialog).toHaveTextContent('body');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    rerender(
      <Modal open={false} onClose={() => undefined} title="Dates">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the ToastHost shows toasts once loaded', async () => {
    render(<ToastHost bus={null} />);
    toast('Saved', 'success');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
  });
});
