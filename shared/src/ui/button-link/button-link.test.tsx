import { render, screen } from '@testing-library/react';
import { Button } from '@rednest/shared/ui';
import { ButtonLink, buttonLinkClass } from '.';

it("is a link to the page in the site's locale, drawn with the kit Button's classes", () => {
  render(
    <>
      <Button variant="secondary">A button</Button>
      <ButtonLink to="/my-bookings" variant="secondary">
        My bookings
      </ButtonLink>
    </>,
  );
  const link = screen.getByRole('link', { name: 'My bookings' });
  expect(link).toHaveAttribute('href', '/en-id/my-bookings');
  expect(link.className).toBe(screen.getByRole('button', { name: 'A button' }).className);
});

it('gives a plain anchor (a file to download) the same look as the Button', () => {
  render(
    <>
      <Button variant="primary">Print</Button>
      <a href="/invoice.pdf" className={buttonLinkClass('primary')} download>
        Download PDF
      </a>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Download PDF' }).className).toBe(
    screen.getByRole('button', { name: 'Print' }).className,
  );
});
