import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '@rednest/shared/api-client';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts';
import { useShellSite } from '@rednest/shared/remote';
import { solveCaptcha } from '../captcha/solve';

/**
 * off: the site bypasses the captcha (site settings captcha_by_pass); the others: the background
 * check. waiting: the guest pressed Book before the check was done, and the booking waits for it.
 */
export type CaptchaState = 'off' | 'solving' | 'waiting' | 'ready' | 'failed';

function mark(name: string) {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

/** After the browser has drawn the page: the next frame, then a task after it. */
function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * book_now's captcha, with no puzzle for people: once the summary is drawn, a proof-of-work
 * challenge (captcha_challenge) is solved in a Web Worker while the guest reads, and `headers()`
 * hands the solution to book_now (waiting for it only when the guest books first, and saying so).
 * A solution books once: after each attempt `renew()` starts the next one.
 */
export function useCaptcha(): {
  state: CaptchaState;
  headers: () => Promise<Record<string, string>>;
  renew: () => void;
} {
  const client = useApiClient();
  const bypass = useShellSite().settings?.captcha_by_pass === 1;
  const [state, setState] = useState<CaptchaState>(bypass ? 'off' : 'solving');
  const pending = useRef<Promise<string> | null>(null);

  const start = useCallback(() => {
    setState('solving');
    // User Timing marks: how long the check takes, and what the main thread does meanwhile, can be
    // read from outside (the e2e speed journey, a performance trace)
    mark('rn:captcha-start');
    const run = client.call('captchaChallenge').then(solveCaptcha);
    pending.current = run;
    run.then(
      () => {
        mark('rn:captcha-ready');
        if (pending.current === run) setState('ready');
      },
      () => {
        if (pending.current === run) setState('failed');
      },
    );
    return run;
  }, [client]);

  useEffect(() => {
    if (bypass) {
      pending.current = null;
      setState('off');
      return;
    }
    return afterPaint(() => {
      if (!pending.current) void start().catch(() => undefined);
    });
  }, [bypass, start]);

  const headers = useCallback(async (): Promise<Record<string, string>> => {
    if (bypass) return {};
    // the guest booked before the check was done (or before it started): say so while it finishes
    if (state !== 'ready') setState('waiting');
    // a failed check is tried again when the guest books
    const token = await (pending.current ?? start()).catch(() => {
      const retry = start();
      setState('waiting');
      return retry;
    });
    return { [CAPTCHA_HEADER]: token };
  }, [bypass, start, state]);

  const renew = useCallback(() => {
    if (!bypass) void start().catch(() => undefined);
  }, [bypass, start]);

  return { state, headers, renew };
}
