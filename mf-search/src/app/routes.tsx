import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { Locale } from '@rednest/shared/contracts';
import { HomePage } from './routes/home-page';
import { ResultsPageFallback } from './routes/results-page-fallback';

// Results are not part of the home page's first paint (200 KB budget): their own chunk.
const ResultsPage = lazy(() => import('./routes/results-page').then((m) => ({ default: m.ResultsPage })));

/**
 * Routes of mf-search inside `/{locale}`. Anything else renders nothing: another remote or the
 * shell's catch-all owns it (the shell's route table decides when this remote is mounted).
 */
export function AppRoutes({ locale }: { locale: Locale }) {
  const results = (
    <Suspense fallback={<ResultsPageFallback />}>
      <ResultsPage />
    </Suspense>
  );
  return (
    <BrowserRouter basename={`/${locale}`}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="search" element={results} />
        <Route path="list-hotels/:slug" element={results} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
