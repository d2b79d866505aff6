import { screen } from '@testing-library/react';
import { renderWithShell } from '@rednest/shared/testing';
import { Price } from './price';

describe('Price', () => {
  it('formats in the site currency by default', () => {
    renderWithShell(<Price amount={15_000_000} />, { locale: 'id-id' });
    expect(screen.getByText('Rp 150.000')).toBeInTheDocument();
  });

  it('shows a struck-through original price with readable labels', () => {
    renderWithShell(<Price amount={9_000} original={12_000} currency="SGD" suffix="/ night" />, { locale: 'en-sg' });
    const original = screen.getByText(/S\$120\.00/);
    expect(original.tagName).toBe('S');
    expect(original).toHaveTextContent('Original price S$120.00');
    expect(screen.getByText(/S\$90\.00/)).toHaveTextContent('Price S$90.00');
    expect(screen.getByText('/ night')).toBeInTheDocument();
  });

  it('hides an original price that is not higher', () => {
    renderWithShell(<Price amount={125_000} original={125_000} currency="THB" />, { locale: 'th-th' });
    expect(screen.queryByText(/ราคาเดิม/)).toBeNull();
    expect(screen.getByText('฿1,250')).toBeInTheDocument();
  });
});
