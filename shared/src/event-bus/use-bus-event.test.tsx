import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createEventBus, type EventBus } from './event-bus';
import { useBusEvent } from './use-bus-event';

function LastToast({ bus }: { bus: EventBus }) {
  const [text, setText] = useState('none');
  useBusEvent('toast.show.v1', (e) => setText(e.payload.message), bus);
  return <p>{text}</p>;
}

it('useBusEvent renders published events and unsubscribes on unmount', () => {
  const bus = createEventBus();
  const { unmount } = render(<LastToast bus={bus} />);
  act(() => bus.publish('toast.show.v1', { kind: 'info', message: 'Room held for 15 minutes' }));
  expect(screen.getByText('Room held for 15 minutes')).toBeInTheDocument();
  unmount();
  expect(() => bus.publish('toast.show.v1', { kind: 'info', message: 'after' })).not.toThrow();
});
