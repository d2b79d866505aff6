/**
 * Brand sites repaint the kit at run time (site_settings.brand.tokens, e.g.
 * { "--rn-color-primary": "#0a7d6e" }). Only `--rn-` properties are accepted so settings data
 * cannot restyle arbitrary properties. Returns a function that restores the previous values.
 */
export function applyBrandTokens(tokens: Record<string, string> | null | undefined, root?: HTMLElement): () => void {
  const el = root ?? (typeof document !== 'undefined' ? document.documentElement : null);
  if (!el || !tokens) return () => undefined;
  const previous = new Map<string, string>();
  for (const [name, value] of Object.entries(tokens)) {
    if (!/^--rn-[a-z0-9-]+$/.test(name) || typeof value !== 'string') continue;
    previous.set(name, el.style.getPropertyValue(name));
    el.style.setProperty(name, value);
  }
  return () => {
    for (const [name, value] of previous) {
      if (value) el.style.setProperty(name, value);
      else el.style.removeProperty(name);
    }
  };
}
