import { preloadBundledFonts, relayoutWhenBundledFontsLoad } from './app/bundled-fonts';

relayoutWhenBundledFontsLoad();
preloadBundledFonts(window.location.pathname);
// The async boundary module federation needs: shared singletons resolve before any app code runs.
import('./bootstrap');
