import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '@rednest/shared/testing';
import type { Occupancy } from '@rednest/shared/format';
import { RoomsGuestsField } from './rooms-guests-field';

function Harness({ start = { rooms: 1, guest: 2 } }: { start?: Occupancy }) {
  const [value, setValue] = useState(start);
  return <RoomsGuestsField value={value} onChange={setValue} />;
}

it('opens steppers from the "Rooms and guests" button and keeps rooms ≤ guests', async () => {
  const user = userEvent.setup();
  renderWithShell(<Harness />);
  const trigger = screen.getByRole('button', { name: 'Rooms and guests' });
  expect(trigger).toHaveAccessibleDescription('1 room, 2 guests');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await user.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');

  expect(screen.getByRole('button', { name: 'Remove room' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Add room' }));
  await user.click(screen.getByRole('button', { name: 'Add room' }));
  expect(trigger).toHaveAccessibleDescription('3 rooms, 3 guests');
  expect(screen.getByRole('button', { name: 'Remove guest' })).toBeDisabled();

  await user.keyboard('{Escape}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(trigger).toHaveFocus();
});

it('stops at 10 rooms and 40 guests', async () => {
  const user = userEvent.setup();
  renderWithShell(<Harness start={{ rooms: 10, guest: 40 }} />);
  await user.click(screen.getByRole('button', { name: 'Rooms and guests' }));
  expect(screen.getByRole('button', { name: 'Add room' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add guest' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Remove guest' }));
  expect(screen.getByRole('button', { name: 'Rooms and guests' })).toHaveAccessibleDescription('10 rooms, 39 guests');
});

it('never goes under 1 room and 1 guest', async () => {
  const user = userEvent.setup();
  renderWithShell(<Harness start={{ rooms: 1, guest: 1 }} />);
  await user.click(screen.getByRole('button', { name: 'Rooms and guests' }));
  expect(screen.getByRole('button', { name: 'Remove room' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove guest' })).toBeDisabled();
});
