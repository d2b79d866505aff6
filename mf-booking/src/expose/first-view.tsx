/**
 * The HTML of this remote's first views, rendered at build time (shared/build/first-view.cjs) and
 * stitched into the page by the edge from the live version, in every language:
 *   - `bookingsummary`: the summary's title and the stay card's shape (SummaryFirstView), whose
 *     picture the edge fills with the hotel's picture from the answer it asked for the page
 *     (deploy first-view.ts, page-answers.ts), so the summary's largest paint comes with the HTML;
 *   - `slot.summary-picture`: that picture drawn from placeholders, the template the edge fills.
 * The slot's mark and placeholders: shared first-view-slots.ts.
 */
import { useLocation } from 'react-router-dom';
import { LANGUAGES } from '@rednest/shared/contracts';
import { prerenderPages } from '@rednest/shared/remote/prerender';
import { SUMMARY_PICTURE_SLOT } from '@rednest/shared/remote/first-view-slots';
import { texts } from '../app/labels';
import { SummaryFirstView } from '../features/booking-summary/components/summary-first-view';
import { loadPageTexts } from '../texts/page-texts';

const PICTURE_TEMPLATE_PATH = '/bookingsummary/first-view-picture';

function FirstViewRoutes() {
  const { pathname } = useLocation();
  return (
    <SummaryFirstView
      picture={
        pathname === PICTURE_TEMPLATE_PATH
          ? { url: SUMMARY_PICTURE_SLOT.image, caption: '', name: SUMMARY_PICTURE_SLOT.name_placeholder }
          : undefined
      }
    />
  );
}

export async function renderFirstViews() {
  // the summary's title is a page text: every language's, before the render
  await Promise.all(LANGUAGES.map((language) => loadPageTexts('summary', language)));
  return prerenderPages({
    texts,
    routes: FirstViewRoutes,
    pages: { bookingsummary: '/bookingsummary', 'slot.summary-picture': PICTURE_TEMPLATE_PATH },
  });
}
