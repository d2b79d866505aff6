import { render, screen } from '@testing-library/react';
import { Button } from '@rednest/shared/ui';
import { ButtonLink } from '.';

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
