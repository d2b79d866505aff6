import { preloadBundledFonts, relayoutWhenBundledFontsLoad } from './bundled-fonts';

/** A FontFaceSet stand-in (jsdom has none) that records what the root's style was at each layout. */
function fakeDocument() {
  const target = new EventTarget();
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc, 'fonts', { value: target });
  const kerningAtLayout: string[] = [];
  Object.defineProperty(doc.documentElement, 'offsetHeight', {
    get: () => (kerningAtLayout.push(doc.documentElement.style.fontKerning), 0),
  });
  const load = (...families: string[]) => {
    const event = new Event('loadingdone') as Event & { fontfaces: { family: string }[] };
    event.fontfaces = families.map((family) => ({ family }));
    target.dispatchEvent(event);
  };
  return { doc, load, kerningAtLayout };
}

describe('text is laid out again when a bundled font arrives', () => {
  it('lays every text out once more with the new font when a RedNest font has loaded, and leaves the style as it was', () => {
    const { doc, load, kerningAtLayout } = fakeDocument();
    relayoutWhenBundledFontsLoad(doc);
    jest.useFakeTimers();
    load('"RedNest Thai"');
    jest.runAllTimers();
    jest.useRealTimers();
    expect(kerningAtLayout).toEqual(['none']);
    expect(doc.documentElement.style.fontKerning).toBe('');
  });

  it('does nothing for other fonts, or where the browser has no font loading API', () => {
    const { doc, load, kerningAtLayout } = fakeDocument();
    relayoutWhenBundledFontsLoad(doc);
    jest.useFakeTimers();
    load('Some Other Font');
    jest.runAllTimers();
    jest.useRealTimers();
    expect(kerningAtLayout).toEqual([]);
    expect(() => relayoutWhenBundledFontsLoad(document.implementation.createHTMLDocument('no fonts'))).not.toThrow();
  });
});

describe('on a Thai or Vietnamese page, the fonts load at boot where the device has none for the script', () => {
  /** A document whose canvas measures every character 10 wide, or `thai` for Thai ones (a device with a Thai font). */
  function deviceDocument({ thai }: { thai: number | null }) {
    const doc = document.implementation.createHTMLDocument('t');
    const load = jest.fn(async (_font: string, _text?: string) => [] as unknown[]);
    Object.defineProperty(doc, 'fonts', { value: { load } });
    const width = (text: string) =>
      [...text].reduce((sum, c) => sum + (/[\u0E01-\u0E5B]/.test(c) && thai !== null ? thai : 10), 0);
    jest.spyOn(doc, 'createElement').mockReturnValue({
      getContext: () => ({ font: '', measureText: (t: string) => ({ width: width(t) }) }),
    } as never);
    return { doc, load };
  }

  it('a device that draws Thai as boxes loads both weights of the bundled Thai font on /th-th', () => {
    const { doc, load } = deviceDocument({ thai: null });
    preloadBundledFonts('/th-th/faq', doc);
    expect(load.mock.calls.map(([font]) => font)).toEqual(['400 16px "RedNest Thai"', '700 16px "RedNest Thai"']);
  });

  it('a device with a Thai font, or a page in another language, loads nothing', () => {
    const withThai = deviceDocument({ thai: 14 });
    preloadBundledFonts('/th-th', withThai.doc);
    expect(withThai.load).not.toHaveBeenCalled();
    const english = deviceDocument({ thai: null });
    preloadBundledFonts('/en-th', english.doc);
    expect(english.load).not.toHaveBeenCalled();
  });
});
