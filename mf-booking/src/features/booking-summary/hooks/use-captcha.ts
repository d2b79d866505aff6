import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '@rednest/shared/api-client';
import { CAPTCHA_HEADER } from '@rednest/shared/contracts';
import { useShellSite } from '@rednest/shared/remote';

/** off: the site bypasses the captcha (site settings captcha_by_pass); the others: the background check */
export type CaptchaState = 'off' | 'solving' | 'ready' | 'failed';

/** Finds the counter of a challenge (altcha-lib's solver over WebCrypto SHA-256); loaded on first use. */
async function solve(challenge: unknown): Promise<string> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const typed = challenge as Parameters<typeof solveChallenge>[0]['challenge'];
  const solution = await solveChallenge({ challenge: typed, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('captcha: not solved in time');
  return btoa(JSON.stringify({ challenge: typed, solution }));
}

/**
 * book_now's captcha, with no puzzle for people: as the guest reads the summary, a proof-of-work
 * challenge (captcha_challenge) is solved in the background, and `headers()` hands the solution to
 * book_now. A solution books once: after each attempt `renew()` starts the next one.
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
    const run = client.call('captchaChallenge').then(solve);
    pending.current = run;
    run.then(
      () => {
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
    void start().catch(() => undefined);
  }, [bypass, start]);

  const headers = useCallback(async (): Promise<Record<string, string>> => {
    if (bypass) return {};
    // a failed check is tried again when the guest books
    const token = await (pending.current ?? start()).catch(() => start());
    return { [CAPTCHA_HEADER]: token };
  }, [bypass, start]);

  const renew = useCallback(() => {
    if (!bypass) void start().catch(() => undefined);
  }, [bypass, start]);

  return { state, headers, renew };
}
