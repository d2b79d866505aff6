import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { useT } from '@rednest/shared/i18n';
import { AppLink, Button } from '@rednest/shared/ui';
import type { LeafletMapProps } from './leaflet-map';
import type { MapPin } from './map-pin';
import styles from './hotel-map.module.scss';

export type { MapPin };

const load = () => import(/* webpackChunkName: "map" */ './leaflet-map');

class ChunkBoundary extends Component<
  { fallback(retry: () => void): ReactNode; onRetry(): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          this.setState({ failed: false });
          this.props.onRetry();
        })
      : this.props.children;
  }
}

/**
 * The map of a listing: Leaflet comes in its own chunk when the map is first shown; a placeholder
 * of the same size meanwhile; a failed download offers Retry. The pins are also a list of links for
 * screen readers, who get nothing from a canvas of tiles.
 */
export function HotelMap(props: LeafletMapProps) {
  const t = useT();
  // a new lazy component per attempt: React.lazy remembers a failed import for good
  const [attempt, setAttempt] = useState(() => ({ n: 0, Map: lazy(load) }));
  const Current = attempt.Map;
  return (
    <div className={styles.wrapper}>
      <ChunkBoundary
        key={attempt.n}
        onRetry={() => setAttempt((a) => ({ n: a.n + 1, Map: lazy(load) }))}
        fallback={(retry) => (
          <div className={styles.placeholder} role="alert">
            <p>{t('search.map.loadFailed')}</p>
            <Button variant="secondary" onClick={retry}>
              {t('search.retry')}
            </Button>
          </div>
        )}
      >
        <Suspense fallback={<div className={styles.placeholder} role="status" aria-label={t('search.map.loading')} />}>
          <Current {...props} />
        </Suspense>
      </ChunkBoundary>
      <ul className={styles.pinList} aria-label={props.label}>
        {props.pins.map((p) => (
          <li key={p.slug}>
            <AppLink to={p.href}>
              {p.priceLabel ? `${p.name}, ${p.priceLabel}` : `${p.name}, ${t('search.results.soldOut')}`}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
