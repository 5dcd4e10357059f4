/**
 * The map at a spot (spec §9: zoom 17, static — no scroll zoom, no dragging). Tapping it moves the
 * marker when `onMover` is given: a camera across the street is placed by hand where no GPS is.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { GEO } from '../../../shared/geo';
import { useSession } from '../../lib/session';
import classes from './Locais.module.css';

const PIN = L.divIcon({
  className: classes.pin,
  html: '<svg viewBox="0 0 24 36" width="32" height="48" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#c92a2a" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [32, 48],
  iconAnchor: [16, 48],
});

interface MapaLocalProps {
  latitude: number;
  longitude: number;
  onMover?: (latitude: number, longitude: number) => void;
  label: string;
}

export function MapaLocal({ latitude, longitude, onMover, label }: MapaLocalProps) {
  const { regras } = useSession();
  const elemento = useRef<HTMLDivElement>(null);
  const mapa = useRef<L.Map | null>(null);
  const marcador = useRef<L.Marker | null>(null);
  const mover = useRef(onMover);
  mover.current = onMover;
  const tileUrl = regras?.mapa.tile_url;
  const atribuicao = regras?.mapa.atribuicao ?? '';

  useEffect(() => {
    if (!elemento.current || !tileUrl) return;
    const criado = L.map(elemento.current, {
      dragging: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      touchZoom: false,
      boxZoom: false,
      keyboard: false,
      zoomControl: false,
    });
    L.tileLayer(tileUrl, { attribution: atribuicao, maxZoom: 19 }).addTo(criado);
    criado.attributionControl.setPrefix(false);
    criado.on('click', (event: L.LeafletMouseEvent) => mover.current?.(event.latlng.lat, event.latlng.lng));
    mapa.current = criado;
    return () => {
      criado.remove();
      mapa.current = null;
      marcador.current = null;
    };
  }, [tileUrl, atribuicao]);

  useEffect(() => {
    const atual = mapa.current;
    if (!atual) return;
    atual.setView([latitude, longitude], GEO.zoom);
    if (marcador.current) marcador.current.setLatLng([latitude, longitude]);
    else marcador.current = L.marker([latitude, longitude], { icon: PIN, keyboard: false }).addTo(atual);
  }, [latitude, longitude]);

  if (!tileUrl) return null;
  return (
    <div
      ref={elemento}
      className={classes.mapa}
      role="img"
      aria-label={label}
      data-movel={onMover ? 'sim' : undefined}
      // Leaflet lays tiles past the box on purpose; the box clips them (the layout check knows).
      data-scroll-x
    />
  );
}
