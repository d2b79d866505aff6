/**
 * Spec §2's query parameter `web`: what a query string says of embedded (in-app browser) or iframe
 * mode, read the same way by the shell (which remembers it for the tab: shell app/embedded-mode.ts)
 * and by the edge (which then draws no site frame: deploy first-view.ts). `'off'` ends the mode;
 * null says nothing of it (absent, or a value it does not know).
 */
export type WebMode = 'embedded' | 'iframe' | 'off';

export function webModeOf(search: string): WebMode | null {
  const value = new URLSearchParams(search).get('web')?.trim().toLowerCase();
  if (value === 'iframe') return 'iframe';
  if (value === 'embedded' || value === '1' || value === 'true') return 'embedded';
  if (value === '0' || value === 'off' || value === 'false') return 'off';
  return null;
}
