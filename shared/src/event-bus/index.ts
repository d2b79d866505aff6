export { createEventBus, bus, type EventBus } from './event-bus';
export { useBusEvent } from './use-bus-event';
export type { BusEvent, BusEventName, BusEvents } from '@rednest/shared/contracts';
