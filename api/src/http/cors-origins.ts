/** CORS_ORIGINS entries are exact origins or patterns where `*` stands for one host label or a port. */
export function corsOriginMatcher(
  patterns: string[],
): (origin: string | undefined, cb: (err: Error | null, allow: boolean) => void) => void {
  const regexes = patterns.map((p) => {
    if (p === '*') return /^.*$/;
    const escaped = p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[A-Za-z0-9-]+');
    return new RegExp(`^${escaped}$`);
  });
  return (origin, cb) => {
    // Same-origin and non-browser calls send no Origin header: nothing to allow or refuse.
    if (!origin) return cb(null, true);
    cb(
      null,
      regexes.some((r) => r.test(origin)),
    );
  };
}

/**
 * Whether an origin is one of this site's (the CORS allow-list, so the same list as the browser
 * calls): a checkout's return URL and a sign-in's redirect URI must be on one of them.
 */
export function siteOriginCheck(patterns: string[]): (origin: string) => boolean {
  const match = corsOriginMatcher(patterns);
  return (origin) => {
    let allowed = false;
    match(origin, (_err, ok) => {
      allowed = ok;
    });
    return allowed;
  };
}
