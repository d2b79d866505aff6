import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@rednest/shared/i18n';
import { localisedHref, navigate } from '@rednest/shared/ui';
import { useSite } from '@rednest/shared/session';
import { areaOfBounds, type SearchArea } from '../utils/area-radius';
import type { MapPin } from './map-pin';
import 'leaflet/dist/leaflet.css';
import './leaflet.scss';
import styles from './hotel-map.module.scss';

export interface LeafletMapProps {
  pins: MapPin[];
  tileUrl: string | null;
  tileAttribution?: string;
  label: string;
  onSearchArea?(area: SearchArea): void;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The Leaflet map (its own chunk: nothing of Leaflet loads until a map is opened). Pins are price
 * labels (divIcons, no image files); without tiles, or when they fail (no internet), the map keeps
 * working on a plain background. Moving the map offers "Search this area".
 */
export default function LeafletMap({ pins, tileUrl, tileAttribution, label, onSearchArea }: LeafletMapProps) {
  const t = useT();
  const { locale } = useSite();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // moves the code makes (fitting the pins) are not the person's: they never offer "Search this area"
  const programmatic = useRef(true);
  const [plain, setPlain] = useState(!tileUrl);
  const [area, setArea] = useState<SearchArea | null>(null);

  useEffect(() => {
    if (!box.current) return;
    const m = L.map(box.current, { zoomControl: true, attributionControl: Boolean(tileUrl), keyboard: true });
    map.current = m;
    layer.current = L.layerGroup().addTo(m);
    if (tileUrl) {
      const tiles = L.tileLayer(tileUrl, { attribution: tileAttribution ? escape(tileAttribution) : '', maxZoom: 19 });
      let failures = 0;
      tiles.on('tileerror', () => {
        failures += 1;
        if (failures >= 2) setPlain(true);
      });
      tiles.addTo(m);
    }
    m.on('moveend', () => {
      if (programmatic.current) {
        programmatic.current = false;
        return;
      }
      const b = m.getBounds();
      const [s, w, n, e] = [b.getSouth(), b.getWest(), b.getNorth(), b.getEast()];
      if ([s, w, n, e].every(Number.isFinite)) setArea(areaOfBounds(s, w, n, e));
    });
    return () => {
      m.remove();
      map.current = null;
    };
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const placed = pins.filter((p) => Number.isFinite(p.lat) && Number.isFinite(p.lng));
    for (const p of placed) {
      const icon = L.divIcon({
        className: 'rn-map-pin',
        html: `<span class="${p.priceLabel ? 'rn-map-price' : 'rn-map-price rn-map-soldout'}">${escape(p.priceLabel ?? t('search.results.soldOut'))}</span>`,
        iconSize: undefined,
      });
      const marker = L.marker([p.lat, p.lng], { icon, title: p.name, alt: p.name, keyboard: true, riseOnHover: true });
      const href = localisedHref(p.href, locale);
      const popup = document.createElement('div');
      popup.className = 'rn-map-popup';
      const link = document.createElement('a');
      link.href = href;
      link.textContent = p.name;
      link.addEventListener('click', (e) => {
        e.preventDefault();
        navigate(href);
      });
      const price = document.createElement('span');
      price.textContent = p.priceLabel ?? t('search.results.soldOut');
      popup.append(link, price);
      marker.bindPopup(popup);
      group.addLayer(marker);
    }
    programmatic.current = true;
    if (placed.length === 1) m.setView([placed[0]!.lat, placed[0]!.lng], 15);
    else if (placed.length > 1)
      m.fitBounds(L.latLngBounds(placed.map((p) => [p.lat, p.lng] as [number, number])), { padding: [32, 32] });
    else m.setView([0, 110], 3);
  }, [pins, locale, t]);

  return (
    <div className={`${styles.wrapper} ${plain ? styles.plain : ''}`} data-plain={plain || undefined}>
      <div ref={box} className={styles.map} role="region" aria-label={label} />
      {area && onSearchArea ? (
        <button
          type="button"
          className={styles.searchArea}
          onClick={() => {
            onSearchArea(area);
            setArea(null);
          }}
        >
          {t('search.map.searchArea')}
        </button>
      ) : null}
    </div>
  );
}
