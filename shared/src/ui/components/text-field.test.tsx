import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and describes itself with hint and error', () => {
    render(<TextField label="Email" hint="We send the booking here" error="Enter a valid email" defaultValue="ayu@" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send the booking here Enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
  });

  it('has no error state when valid and accepts typing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<TextField label="First name" onChange={onChange} required />);
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
    await user.type(input, 'Budi');
    expect(input).toHaveValue('Budi');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a visually hidden label accessible', () => {
    render(<TextField label="Where to?" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Where to?' })).toBeInTheDocument();
  });
});
