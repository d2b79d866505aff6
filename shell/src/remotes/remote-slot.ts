/**
 * One remote's place on the page. single-spa sees these lifecycles, which never reject on a
 * failed load or mount: the slot shows the fallback (role="alert" + Retry) in the remote's own
 * container instead, so single-spa never marks the app broken and the header, footer and the
 * other remotes keep working. Retry loads again without a page reload; so does the next
 * navigation that activates the remote.
 */
import type { LifeCycles } from 'single-spa';
import { REMOTE_DRAW_GUARD_MS } from '@rednest/shared/remote/shell-props';

type LifecycleFn = (props: SlotProps) => Promise<unknown>;
export type SlotProps = Record<string, unknown> & { name: string };

export interface RemoteLifecycles {
  bootstrap: LifecycleFn | LifecycleFn[];
  mount: LifecycleFn | LifecycleFn[];
  unmount: LifecycleFn | LifecycleFn[];
}

/** single-spa's watch on one lifecycle (its `timeouts` option) */
interface LifecycleWatch {
  millis: number;
  dieOnTimeout: boolean;
  warningMillis: number;
}
export interface SlotTimeouts {
  bootstrap: LifecycleWatch;
  mount: LifecycleWatch;
  unmount: LifecycleWatch;
}

/** beyond the slot's bounds, before single-spa reports a lifecycle that never settled */
const LIFECYCLE_SLACK_MS = 5_000;

export type FailurePhase = 'load' | 'mount';

export interface RemoteSlotDeps {
  /** load the remote's single-spa lifecycles; `fresh` = a retry after a failure */
  load(name: string, fresh: boolean): Promise<RemoteLifecycles>;
  /** the remote's container (static HTML: `single-spa-application:<name>`) */
  container(name: string): HTMLElement;
  /** render the fallback into `host`; returns a function that removes it */
  renderFallback(
    host: HTMLElement,
    opts: { name: string; onRetry: () => void; error: unknown; afterRetry: boolean },
  ): () => void;
  onLoading?(name: string, loading: boolean): void;
  onFailure?(name: string, phase: FailurePhase, error: unknown): void;
  /** whole-load deadline in ms (remote-loading-config) */
  timeoutMs(): number;
}

export class RemoteTimeoutError extends Error {
  constructor(name: string, ms: number) {
    super(`${name} did not load within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteTimeoutError(name, ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

async function runLifecycle(fn: LifecycleFn | LifecycleFn[], props: SlotProps): Promise<void> {
  for (const f of Array.isArray(fn) ? fn : [fn]) await f(props);
}

function isLifecycles(value: unknown): value is RemoteLifecycles {
  const v = value as Partial<RemoteLifecycles> | null;
  const ok = (f: unknown) => typeof f === 'function' || (Array.isArray(f) && f.every((x) => typeof x === 'function'));
  return !!v && ok(v.bootstrap) && ok(v.mount) && ok(v.unmount);
}

export type SlotState = 'idle' | 'loading' | 'mounted' | 'failed';

export class RemoteSlot {
  state: SlotState = 'idle';
  private lifecycles: RemoteLifecycles | null = null;
  private bootstrapped = false;
  private realMounted = false;
  private active = false;
  private props: SlotProps | null = null;
  private removeFallback: (() => void) | null = null;
  private failedBefore = false;
  /** bumps on every mount/unmount so a slow load never mounts into a page that moved on */
  private generation = 0;
  private preloading: Promise<unknown> | null = null;

  constructor(
    readonly name: string,
    private readonly deps: RemoteSlotDeps,
  ) {}

  /**
   * single-spa lifecycles of this slot, with single-spa's own watch on them set past the slot's
   * bounds. Its default reports a mount slower than 3 s as a console error, but a mount here is
   * loading the remote (bounded by timeoutMs) and then drawing its tree (the remote's own guard,
   * REMOTE_DRAW_GUARD_MS): the slot answers both with its fallback, and a slow, busy phone can take
   * more than 3 s without anything being wrong.
   */
  lifecycles$(): LifeCycles<Record<string, unknown>> & { timeouts: SlotTimeouts } {
    const bound = this.deps.timeoutMs() + REMOTE_DRAW_GUARD_MS + LIFECYCLE_SLACK_MS;
    const watch = { millis: bound, dieOnTimeout: false, warningMillis: bound };
    return {
      bootstrap: async () => undefined,
      mount: async (props) => this.mount(props as SlotProps),
      unmount: async (props) => this.unmount(props as SlotProps),
      timeouts: { bootstrap: watch, mount: watch, unmount: watch },
    };
  }

  /** load on intent (hover, focus) without mounting; failures stay silent until a real mount */
  preload(): void {
    if (this.lifecycles || this.preloading || this.state === 'failed') return;
    this.preloading = this.loadLifecycles(false)
      .catch(() => undefined)
      .finally(() => {
        this.preloading = null;
      });
  }

  async mount(props: SlotProps): Promise<void> {
    this.active = true;
    this.props = props;
    await this.attempt();
  }

  async unmount(props: SlotProps): Promise<void> {
    this.active = false;
    this.generation += 1;
    this.clearFallback();
    if (this.realMounted && this.lifecycles) {
      this.realMounted = false;
      try {
        await runLifecycle(this.lifecycles.unmount, props);
      } catch (error) {
        this.deps.onFailure?.(this.name, 'mount', error);
      }
    }
    if (this.state === 'loading') this.deps.onLoading?.(this.name, false);
    this.state = this.state === 'failed' ? 'failed' : 'idle';
  }

  /** the fallback's Retry button */
  retry(): void {
    if (!this.active) return;
    this.clearFallback();
    void this.attempt(true);
  }

  private async loadLifecycles(fresh: boolean): Promise<RemoteLifecycles> {
    if (this.lifecycles && !fresh) return this.lifecycles;
    const loaded = await withTimeout(this.deps.load(this.name, fresh), this.deps.timeoutMs(), this.name);
    if (!isLifecycles(loaded)) throw new Error(`${this.name}/app does not export single-spa lifecycles`);
    this.lifecycles = loaded;
    this.bootstrapped = false;
    return loaded;
  }

  private async attempt(viaRetry = false): Promise<void> {
    const generation = ++this.generation;
    const props = this.props as SlotProps;
    this.state = 'loading';
    this.deps.onLoading?.(this.name, true);
    let phase: FailurePhase = 'load';
    try {
      const lifecycles = await this.loadLifecycles(this.failedBefore && !this.lifecycles);
      if (generation !== this.generation || !this.active) return;
      phase = 'mount';
      if (!this.bootstrapped) {
        await runLifecycle(lifecycles.bootstrap, props);
        this.bootstrapped = true;
      }
      await runLifecycle(lifecycles.mount, props);
      if (generation !== this.generation || !this.active) {
        // a Retry finished after the visitor had already left this page
        await runLifecycle(lifecycles.unmount, props);
        return;
      }
      this.realMounted = true;
      this.state = 'mounted';
      this.failedBefore = false;
    } catch (error) {
      if (generation !== this.generation || !this.active) return;
      this.failedBefore = true;
      if (phase === 'mount') {
        // a remote that threw half-way may have left DOM behind: give it a chance to clean up,
        // and load its code afresh on retry (a broken bootstrap would stay broken)
        if (this.lifecycles) {
          try {
            await runLifecycle(this.lifecycles.unmount, props);
          } catch {
            // it was not mounted far enough to unmount; the container is cleared below
          }
        }
        this.realMounted = false;
        this.lifecycles = null;
      }
      this.state = 'failed';
      this.deps.onFailure?.(this.name, phase, error);
      this.showFallback(error, viaRetry);
    } finally {
      if (generation === this.generation) this.deps.onLoading?.(this.name, false);
    }
  }

  private showFallback(error: unknown, afterRetry: boolean): void {
    this.clearFallback();
    const container = this.deps.container(this.name);
    const host = document.createElement('div');
    host.setAttribute('data-rn-fallback', this.name);
    container.appendChild(host);
    const remove = this.deps.renderFallback(host, { name: this.name, error, onRetry: () => this.retry(), afterRetry });
    this.removeFallback = () => {
      remove();
      host.remove();
    };
  }

  private clearFallback(): void {
    const remove = this.removeFallback;
    this.removeFallback = null;
    remove?.();
  }
}
