/**
 * Keeps an instance's availability index (availability-index.ts) equal to inventory.
 *
 * Every write to inventory raises a notification in its own transaction (migration 0035's triggers):
 * the nights it wrote with their new rooms left and prices, delivered when the transaction commits, in
 * commit order, to every instance listening (PostgreSQL: each instance's own LISTEN connection; PGlite:
 * its one process). They are applied as they come, so no code path that sells or returns rooms needs to
 * remember the index, and a rolled-back transaction sends nothing.
 *
 * A full read (load) happens when the LISTEN takes effect (start, and after a lost connection: what was
 * sent meanwhile is lost), when a change does not fit the index (rows added or removed, a room type's
 * property or capacity changed, a bulk write: `reload`), or a night it does not hold. Changes that arrive
 * while a load runs are applied to the index in service and, once the load is read, to the new one too:
 * values are absolute, so replaying them in order over any later snapshot gives the latest state.
 * Until the first load is done, `current()` is null and searches aggregate inventory in SQL.
 */
import crypto from 'node:crypto';
import type { Database, Listener } from '../../db/client.ts';
import { createIndexBuilder, type AvailabilityIndex } from './availability-index.ts';
import { INVENTORY_CHANNEL, type AvailabilityRepository } from './availability.repository.ts';

/** a failed load is tried again after this long (a lost connection also starts one when it is back) */
const RETRY_MS = 10_000;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** An index read from inventory as it is now; `stop` is asked between reads (closing stops a load there). */
export async function readAvailabilityIndex(
  repo: AvailabilityRepository,
  stop: () => boolean = () => false,
): Promise<AvailabilityIndex> {
  const span = await repo.inventorySpan();
  if (!span) return createIndexBuilder(0, -1, 0).finish();
  const builder = createIndexBuilder(span.firstDay, span.lastDay, span.roomTypes);
  const slices: number[] = [];
  for (let from = span.minId; from <= span.maxId; from += repo.propertiesPerRead) slices.push(from);
  // two reads at a time: the database's side of one overlaps this side's decoding of the other
  await Promise.all(
    [0, 1].map(async () => {
      for (let from = slices.shift(); from !== undefined; from = slices.shift()) {
        if (stop()) throw new Error('stopped');
        const read = await repo.roomTypeNights(from, from + repo.propertiesPerRead);
        // a property's room types are consecutive in the read
        for (let i = 0; i < read.length;) {
          let end = i + 1;
          while (end < read.length && read[end]!.propertyId === read[i]!.propertyId) end++;
          builder.addProperty(read.slice(i, end));
          i = end;
        }
      }
    }),
  );
  return builder.finish();
}

export interface AvailabilityFeed {
  /** the index in service, or null before the first load */
  current(): AvailabilityIndex | null;
  /** changes with every change applied and every load: what was computed from a smaller version may be stale */
  version(): number;
  /** LISTENs and loads the index (resolves once it is loaded) */
  start(): Promise<void>;
  /** resolves once the index holds every change committed before the call */
  settled(): Promise<void>;
  /** what the feed did: changes applied, loads done */
  counts(): { changes: number; nights: number; loads: number };
  close(): Promise<void>;
}

export function createAvailabilityFeed(deps: {
  repo: AvailabilityRepository;
  listen: Database['listen'];
  log: Log;
}): AvailabilityFeed {
  const { repo, log } = deps;
  let index: AvailabilityIndex | null = null;
  let version = 0;
  let listener: Listener | null = null;
  let closed = false;
  let loading: Promise<void> | null = null;
  let loadAgain = false;
  let retry: NodeJS.Timeout | null = null;
  /** changes received while a load runs, replayed on the new index */
  let replay: string[] | null = null;
  const marks = new Map<string, () => void>();
  const counts = { changes: 0, nights: 0, loads: 0 };

  /** applies `n rt,day,free,price,rack;…`; false when a night is not in the index */
  function apply(target: AvailabilityIndex, payload: string): boolean {
    const body = payload.slice(payload.indexOf(' ') + 1);
    let ok = true;
    for (const line of body.split(';')) {
      const [rt, day, free, price, rack] = line.split(',').map(Number);
      if (!target.setNight(rt!, day!, free!, price!, rack!)) ok = false;
    }
    return ok;
  }

  function onNotify(payload: string): void {
    if (payload === 'reload') return requestLoad();
    if (payload.startsWith('mark ')) {
      const done = marks.get(payload.slice(5));
      marks.delete(payload.slice(5));
      return done?.();
    }
    counts.changes++;
    counts.nights += payload.split(';').length;
    replay?.push(payload);
    if (index && !apply(index, payload)) requestLoad();
    version++;
  }

  async function load(): Promise<void> {
    const started = performance.now();
    replay = [];
    const fresh = await readAvailabilityIndex(repo, () => closed);
    for (const payload of replay) if (!apply(fresh, payload)) loadAgain = true;
    replay = null;
    index = fresh;
    version++;
    counts.loads++;
    log.info(
      {
        roomTypes: fresh.roomTypes,
        nights: fresh.nights,
        days: fresh.lastDay - fresh.firstDay + 1,
        bytes: fresh.bytes,
        ms: Math.round(performance.now() - started),
      },
      'availability index loaded',
    );
  }

  function requestLoad(): void {
    if (closed) return;
    if (loading) {
      loadAgain = true;
      return;
    }
    loading = (async () => {
      try {
        do {
          loadAgain = false;
          await load();
        } while (loadAgain && !closed);
      } catch (err) {
        replay = null;
        if (!closed) {
          log.warn({ err }, 'availability index: load failed, searches read inventory until it is loaded');
          retry = setTimeout(requestLoad, RETRY_MS);
          retry.unref();
        }
      } finally {
        loading = null;
      }
    })();
  }

  async function start(): Promise<void> {
    try {
      listener = await deps.listen(INVENTORY_CHANNEL, onNotify, requestLoad);
    } catch (err) {
      if (closed) return;
      log.warn({ err }, 'availability index: cannot listen yet, searches read inventory meanwhile');
      retry = setTimeout(() => void start(), RETRY_MS);
      retry.unref();
      return;
    }
    if (closed) await listener.close();
    await loading;
  }

  return {
    current: () => index,
    version: () => version,
    start,
    async settled() {
      const mark = crypto.randomUUID();
      const seen = new Promise<void>((resolve) => marks.set(mark, resolve));
      await repo.sendMarker(mark);
      await seen;
      while (loading) await loading;
    },
    counts: () => ({ ...counts }),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.close();
      listener = null;
      await loading;
      for (const done of marks.values()) done();
      marks.clear();
    },
  };
}
