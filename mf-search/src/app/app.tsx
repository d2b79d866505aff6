import type { ReactNode } from 'react';
import type { ShellProps } from '@rednest/shared/session';
import { useSearchLabels } from './labels';
import { ShellProvider, useSiteContext } from './providers';
import { AppRoutes } from './routes';

/** First paint in the site language: wait (one small chunk) for Indonesian, Vietnamese or Thai texts. */
function LabelsReady({ children }: { children: ReactNode }) {
  const { language } = useSiteContext();
  return useSearchLabels(language) ? children : null;
}

/** The root every mount renders: shell props in context, then the locale's routes. */
export function App(props: ShellProps) {
  const { bus, session, site, api, locale } = props;
  return (
    <ShellProvider shell={{ bus, session, site, api, locale }}>
      <LabelsReady>
        <AppRoutes locale={locale} />
      </LabelsReady>
    </ShellProvider>
  );
}
