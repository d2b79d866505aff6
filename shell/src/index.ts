import { preloadBundledFonts, relayoutWhenBundledFontsLoad } from './app/bundled-fonts';

relayoutWhenBundledFontsLoad();
preloadBundledFonts(window.location.pathname);
// The async boundary module federation needs: shared singletons resolve before any app code runs.
// In a task of its own: main.js's evaluation and the chunk loads this import starts were one
// long task on a phone.
setTimeout(() => void import('./bootstrap'), 0);
