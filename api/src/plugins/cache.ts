/**
 * Cache and counters: in-process by default, Redis when REDIS_URL is set so several API
 * instances share rate limits and cached reads. The Redis cache degrades on an outage instead of
 * failing the request (see RedisCache).
 */
import { Redis } from 'ioredis';

export interface Cache {
  kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a fixed-window counter; returns the new count and the seconds left in the window. */
  incr(key: string, windowSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  /** a counter's value and the seconds left in its window, without counting (0 when absent) */
  peek(key: string): Promise<{ count: number; ttlSeconds: number }>;
  /** get, or compute and store */
  wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** the ioredis client when kind is redis (null in process) */
  redis: Redis | null;
}

abstract class BaseCache {
  abstract get<T>(key: string): Promise<T | undefined>;
  abstract set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  async wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T> {
    const hit = await this.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    await this.set(key, value, ttlSeconds);
    return value;
  }
}

class MemoryCache extends BaseCache implements Cache {
  readonly kind = 'memory' as const;
  readonly redis = null;
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  private sweeps = 0;

  private live(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
  private sweep() {
    // Bounded memory: drop expired entries every 1000 writes.
    if (++this.sweeps % 1000 !== 0) return;
    const now = Date.now();
    for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
  }
  async get<T>(key: string) {
    // structuredClone: callers may mutate what they get, as with Redis.
    const entry = this.live(key);
    return entry ? structuredClone(entry.value as T) : undefined;
  }
  async set(key: string, value: unknown, ttlSeconds: number) {
    this.sweep();
    this.entries.set(key, { value: structuredClone(value), expiresAt: Date.now() + ttlSeconds * 1000 });
  }
  async del(key: string) {
    this.entries.delete(key);
  }
  async incr(key: string, windowSeconds: number) {
    this.sweep();
    const entry = this.live(key);
    if (!entry) {
      this.entries.set(key, { value: 1, expiresAt: Date.now() + windowSeconds * 1000 });
      return { count: 1, ttlSeconds: windowSeconds };
    }
    entry.value = (entry.value as number) + 1;
    return { count: entry.value as number, ttlSeconds: Math.max(1, Math.ceil((entry.expiresAt - Date.now()) / 1000)) };
  }
  async peek(key: string) {
    const entry = this.live(key);
    if (!entry || typeof entry.value !== 'number') return { count: 0, ttlSeconds: 0 };
    return { count: entry.value, ttlSeconds: Math.max(1, Math.ceil((entry.expiresAt - Date.now()) / 1000)) };
  }
  async ping() {}
  async close() {
    this.entries.clear();
  }
}

/** How long a failed or timed-out Redis call keeps later calls from trying Redis at all. */
const REDIS_BACKOFF_MS = 1000;
/** Signed-out tokens whose cached look-up could not be dropped during an outage (bounded). */
const MAX_PENDING_DELETES = 10_000;

/**
 * Redis that degrades instead of failing. Nothing here throws on an outage except
 * ping (for /ready): a read is a miss (the token service then asks the database), a write is
 * skipped, a counter falls back to this instance's memory (limits hold per instance until Redis is
 * back), and a delete that could not reach Redis is retried as soon as it reconnects, so a
 * signed-out token cannot come back from a stale entry. ioredis never queues a command while
 * disconnected and gives up on a command after REDIS_COMMAND_TIMEOUT_MS, so no request waits on
 * an outage; it keeps reconnecting in the background, so recovery needs no restart.
 */
class RedisCache extends BaseCache implements Cache {
  readonly kind = 'redis' as const;
  private readonly fallback = new MemoryCache();
  private readonly pendingDeletes = new Set<string>();
  private downUntil = 0;
  private lastReport = 0;
  constructor(
    readonly redis: Redis,
    private readonly onError: (err: unknown) => void,
  ) {
    super();
    redis.on('ready', () => {
      this.downUntil = 0;
      void this.flushDeletes();
    });
  }
  private usable(): boolean {
    return this.redis.status === 'ready' && Date.now() >= this.downUntil;
  }
  private failed(err: unknown): void {
    this.downUntil = Date.now() + REDIS_BACKOFF_MS;
    // one report per 30 s, not one per request
    if (Date.now() - this.lastReport > 30_000) {
      this.lastReport = Date.now();
      this.onError(err);
    }
  }
  private async attempt<T>(run: () => Promise<T>, otherwise: () => T | Promise<T>): Promise<T> {
    if (!this.usable()) return otherwise();
    try {
      return await run();
    } catch (err) {
      this.failed(err);
      return otherwise();
    }
  }
  private async flushDeletes(): Promise<void> {
    for (const key of [...this.pendingDeletes]) {
      try {
        await this.redis.del(key);
        this.pendingDeletes.delete(key);
      } catch {
        return;
      }
    }
  }
  async get<T>(key: string) {
    return this.attempt(
      async () => {
        const raw = await this.redis.get(key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      },
      () => undefined,
    );
  }
  async set(key: string, value: unknown, ttlSeconds: number) {
    await this.attempt(
      async () => {
        await this.redis.set(key, JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
      },
      () => undefined,
    );
  }
  async del(key: string) {
    await this.fallback.del(key);
    await this.attempt(
      async () => {
        await this.redis.del(key);
      },
      () => {
        if (this.pendingDeletes.size < MAX_PENDING_DELETES) this.pendingDeletes.add(key);
      },
    );
  }
  async incr(key: string, windowSeconds: number) {
    return this.attempt(
      async () => {
        // one round trip, atomic: the window starts with the first hit and always expires
        const res = (await this.redis.multi().set(key, 0, 'EX', windowSeconds, 'NX').incr(key).ttl(key).exec()) as [
          unknown,
          [Error | null, number],
          [Error | null, number],
        ];
        const [err, count] = res[1];
        if (err) throw err;
        const ttl = res[2][1];
        return { count, ttlSeconds: ttl > 0 ? ttl : windowSeconds };
      },
      () => this.fallback.incr(key, windowSeconds),
    );
  }
  async peek(key: string) {
    return this.attempt(
      async () => {
        const res = (await this.redis.multi().get(key).ttl(key).exec()) as [
          [Error | null, string | null],
          [Error | null, number],
        ];
        const count = Number(res[0][1] ?? 0);
        return { count: Number.isFinite(count) ? count : 0, ttlSeconds: Math.max(1, res[1][1]) };
      },
      () => this.fallback.peek(key),
    );
  }
  async ping() {
    await this.redis.ping();
  }
  async close() {
    await this.fallback.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** Per Redis command: past this an answer is given up on (the call degrades as above). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export async function createCache(opts: {
  redisUrl: string | null;
  prefix: string;
  onError?: (err: unknown) => void;
  /** REDIS_COMMAND_TIMEOUT_MS unless given (a test of shared counts on a loaded machine waits longer) */
  commandTimeoutMs?: number;
}): Promise<Cache> {
  if (!opts.redisUrl) return new MemoryCache();
  const redis = new Redis(opts.redisUrl, {
    keyPrefix: opts.prefix,
    lazyConnect: true,
    // never queue or retry a command inside a request: fail fast, degrade (RedisCache)
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: opts.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // reconnect forever in the background, at most every 2 s: recovery without a restart
    retryStrategy: (times) => Math.min(100 * times, 2000),
  });
  // Errors surface on the calls (and /ready); an unhandled 'error' event would crash the process.
  redis.on('error', () => {});
  const cache = new RedisCache(redis, opts.onError ?? (() => {}));
  // Redis down at start is an outage like any other: the API starts degraded and picks it up later.
  await redis.connect().catch((err: unknown) => opts.onError?.(err));
  return cache;
}
