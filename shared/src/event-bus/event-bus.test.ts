import { createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers typed events with time and source to subscribers of that type only', () => {
    const bus = createEventBus('shell');
    const toasts: unknown[] = [];
    const locales: string[] = [];
    bus.on('toast.show.v1').subscribe((e) => toasts.push(e));
    bus.on('locale.changed.v1').subscribe((e) => locales.push(e.payload.locale));

    const before = Date.now();
    bus.publish('toast.show.v1', { kind: 'success', message: 'Saved' }, 'mf_account');
    bus.publish('locale.changed.v1', { locale: 'th-th' });

    expect(toasts).toEqual([
      {
        type: 'toast.show.v1',
        payload: { kind: 'success', message: 'Saved' },
        at: expect.any(Number),
        source: 'mf_account',
      },
    ]);
    expect((toasts[0] as { at: number }).at).toBeGreaterThanOrEqual(before);
    expect(locales).toEqual(['th-th']);
  });

  it('uses the bus default source when the publisher names none', () => {
    const bus = createEventBus('shell');
    const seen: string[] = [];
    bus.events$.subscribe((e) => seen.push(`${e.type}@${e.source}`));
    bus.publish('loader.toggle.v1', { visible: true, owner: 'payment' });
    expect(seen).toEqual(['loader.toggle.v1@shell']);
  });

  it('does not replay past events to late subscribers', () => {
    const bus = createEventBus();
    bus.publish('session.expired.v1', { returnTo: '/en-id/bookings' });
    const late: unknown[] = [];
    bus.on('session.expired.v1').subscribe((e) => late.push(e));
    expect(late).toEqual([]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    const sub = bus.on('toast.show.v1').subscribe((e) => seen.push(e));
    sub.unsubscribe();
    bus.publish('toast.show.v1', { kind: 'info', message: 'x' });
    expect(seen).toHaveLength(0);
  });
});
