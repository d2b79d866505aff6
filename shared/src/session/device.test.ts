import { getDeviceVariant } from './device';

describe('getDeviceVariant', () => {
  const width = window.innerWidth;
  const ua = navigator.userAgent;
  const setUa = (value: string) => Object.defineProperty(navigator, 'userAgent', { value, configurable: true });
  afterEach(() => {
    window.innerWidth = width;
    setUa(ua);
  });

  it('is mobile below 768 px and desktop from 768 px', () => {
    setUa('Mozilla/5.0 (X11; Linux x86_64)');
    window.innerWidth = 767;
    expect(getDeviceVariant()).toBe('mobile');
    window.innerWidth = 768;
    expect(getDeviceVariant()).toBe('desktop');
  });

  it('is mobile for a phone user agent at any width', () => {
    window.innerWidth = 1280;
    setUa('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    expect(getDeviceVariant()).toBe('mobile');
  });

  it('reads the viewport through one kept media query where the browser has matchMedia (no layout to read it)', async () => {
    jest.resetModules();
    setUa('Mozilla/5.0 (X11; Linux x86_64)');
    let narrow = true;
    const queries: string[] = [];
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => (
        queries.push(query),
        {
          get matches() {
            return narrow;
          },
        }
      ),
    });
    try {
      const { getDeviceVariant: fresh } = await import('./device');
      window.innerWidth = 1280; // not read
      expect(fresh()).toBe('mobile');
      narrow = false;
      expect(fresh()).toBe('desktop');
      expect(queries).toEqual(['(max-width: 767.98px)']);
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });
});
