/**
 * The bundled Thai and Vietnamese fonts (styles/fonts.scss) for devices whose own fonts lack the
 * script. CSS alone (unicode-range, font-display: swap) fetches one only when text needs it, but
 * only after that text is first drawn, and Chromium does not always draw such text again when the
 * font arrives: seen here on a device with no Thai font, the header's Thai labels stayed boxes
 * (tofu) while text drawn later was fine. So on a Thai or Vietnamese page, a device that cannot
 * draw the script starts loading the fonts at boot, before any label is drawn; and when one of our
 * fonts has loaded, every text is laid out once more (a font property of the root changes and
 * changes back around a forced layout), for the text drawn before it arrived.
 */
const SCRIPTS = {
  th: { family: 'RedNest Thai', sample: 'กขคงจ' },
  vi: { family: 'RedNest Vietnamese', sample: 'ẠẶỆỢỰ' },
} as const;

/** Whether some font of the device draws `sample`: drawn text that no font has is a row of equal boxes (.notdef). */
export function deviceDraws(sample: string, doc: Document = document): boolean {
  const ctx = doc.createElement('canvas').getContext?.('2d');
  if (!ctx) return true; // cannot tell: leave it to CSS
  ctx.font = '32px sans-serif';
  const missing = ctx.measureText('\uFFFF'.repeat(sample.length)).width;
  return Math.abs(ctx.measureText(sample).width - missing) > 0.5;
}

/** At boot: the fonts of the page's language, where the device has none for its script. */
export function preloadBundledFonts(pathname: string, doc: Document = document): void {
  loadBundledFonts(pathname.split('/')[1]?.split('-')[0] ?? '', doc);
}

/**
 * The fonts of `language`, where the device has none for its script, before its text is drawn:
 * e.g. the phone menu's language list, which names each language in its own script on any page.
 */
export function loadBundledFonts(language: string, doc: Document = document): void {
  const script = (SCRIPTS as Record<string, { family: string; sample: string }>)[language];
  const fonts = doc.fonts as FontFaceSet | undefined;
  if (!script || !fonts?.load || deviceDraws(script.sample, doc)) return;
  for (const weight of [400, 700])
    void fonts.load(`${weight} 16px "${script.family}"`, script.sample).catch(() => undefined);
}

export function relayoutWhenBundledFontsLoad(doc: Document = document): void {
  const fonts = doc.fonts as FontFaceSet | undefined;
  if (!fonts || typeof fonts.addEventListener !== 'function') return;
  fonts.addEventListener('loadingdone', (event) => {
    const faces = (event as FontFaceSetLoadEvent).fontfaces ?? [];
    if (!faces.some((face) => face.family.replace(/["']/g, '').startsWith('RedNest '))) return;
    // after the event: during it the new face is not in use yet, and a layout then changes nothing
    setTimeout(() => {
      const root = doc.documentElement;
      root.style.fontKerning = 'none';
      void root.offsetHeight;
      root.style.fontKerning = '';
    }, 0);
  });
}
