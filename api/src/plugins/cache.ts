/**
 * Cache and counters: in-process by default, Redis when REDIS_URL is set so several API
 * instances share rate limits and cached reads.
 */
import { Redis } from 'ioredis';

export interface Cache {
  kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Increments a fixed-window counter; returns the new count and the seconds left in the window. */
  incr(key: string, windowSeconds: number): Promise<{ count: number; ttlSeconds: number }>;
  /** get, or compute and store */
  wrap<T>(key: string, ttlSeconds: number, compute: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** the ioredis client when kind is redis (for @fastify/rate-limit's store) */
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
  async ping() {}
  async close() {
    this.entries.clear();
  }
}

class RedisCache extends BaseCache implements Cache {
  readonly kind = 'redis' as const;
  constructor(readonly redis: Redis) {
    super();
  }
  async get<T>(key: string) {
    const raw = await this.redis.get(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }
  async set(key: string, value: unknown, ttlSeconds: number) {
    await this.redis.set(key, JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }
  async del(key: string) {
    await this.redis.del(key);
  }
  async incr(key: string, windowSeconds: number) {
    const [[, count], [, ttl]] = (await this.redis.multi().incr(key).ttl(key).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.expire(key, windowSeconds);
    return { count, ttlSeconds: ttl < 0 ? windowSeconds : ttl };
  }
  async ping() {
    await this.redis.ping();
  }
  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export async function createCache(opts: { redisUrl: string | null; prefix: string }): Promise<Cache> {
  if (!opts.redisUrl) return new MemoryCache();
  const redis = new Redis(opts.redisUrl, { keyPrefix: opts.prefix, lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Errors surface on the calls (and /ready); an unhandled 'error' event would crash the process.
  redis.on('error', () => {});
  await redis.connect();
  return new RedisCache(redis);
}
