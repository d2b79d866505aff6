/**
 * @jest-environment jsdom
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useIsPrerender } from './prerender-mode';

function Dates() {
  return <p>{useIsPrerender() ? 'placeholder' : 'Wed, 25 Nov'}</p>;
}

test("the build's first-view render draws the placeholder, the browser the real thing from its first render", async () => {
  expect(renderToString(<Dates />)).toBe('<p>placeholder</p>');

  const seen: string[] = [];
  const host = document.createElement('div');
  const observer = new MutationObserver(() => seen.push(host.textContent ?? ''));
  observer.observe(host, { childList: true, subtree: true, characterData: true });
  const root = createRoot(host);
  await act(async () => root.render(<Dates />));
  await act(async () => undefined);
  observer.disconnect();
  expect(host.textContent).toBe('Wed, 25 Nov');
  // never the placeholder in the browser, not even for one frame
  expect(seen.every((text) => text === 'Wed, 25 Nov')).toBe(true);
  root.unmount();
});
