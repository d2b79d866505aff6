/**
 * shared/build/after-paint.js, the shell's one script in its HTML: the page's scripts and
 * their preloads start once the first frame is drawn, never before; a hidden page loads at once.
 */
import fs from 'node:fs';
import path from 'node:path';

const LOADER = fs.readFileSync(path.join(__dirname, '../../build/after-paint.js'), 'utf8');

function page() {
  document.head.innerHTML =
    '<template id="rn-after-paint"><link rel="preload" as="script" href="/boot.1.js"><link rel="preload" as="style" href="https://cdn.example/remote.css"></template>';
  const loader = document.createElement('script');
  loader.setAttribute('data-main', '/main.js');
  loader.textContent = LOADER;
  document.head.appendChild(loader); // jsdom runs it, with document.currentScript set
}
const mainScripts = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((l) => l.getAttribute('href'));
const setVisibility = (state: 'visible' | 'hidden') =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

describe('after-paint.js', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    document.head.innerHTML = '';
  });

  test('nothing is asked for before the first frame; after it, the preloads and main.js, once', () => {
    page();
    expect(mainScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    jest.advanceTimersByTime(17); // the first frame, then the timer after it
    expect(preloads()).toEqual(['/boot.1.js', 'https://cdn.example/remote.css']);
    expect(mainScripts()).toEqual(['/main.js']);
    jest.advanceTimersByTime(5000); // the fallback finds it done
    document.dispatchEvent(new Event('visibilitychange'));
    expect(mainScripts()).toEqual(['/main.js']);
  });

  test('a hidden page draws no frame: it loads at once', () => {
    setVisibility('hidden');
    page();
    expect(mainScripts()).toEqual(['/main.js']);
    expect(preloads()).toHaveLength(2);
  });

  test('a page hidden before its first frame loads then', () => {
    page();
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(mainScripts()).toEqual(['/main.js']);
  });

  test('a frame that never comes does not keep the page without scripts past 3 s', () => {
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    page();
    jest.advanceTimersByTime(2999);
    expect(mainScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(mainScripts()).toEqual(['/main.js']);
    raf.mockRestore();
  });
});
