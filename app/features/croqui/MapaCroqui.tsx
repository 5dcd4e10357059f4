/**
 * The croqui's Leaflet map: every marker at its recorded position, framed as spec §9 says (bounds
 * with padding 50, a lone spot at zoom 12). Markers cannot be dragged: a position is evidence, and
 * this screen only shows what was recorded. The map itself moves and zooms, to look closer.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { type CroquiMarcador, enquadramentoDoCroqui } from '../../../shared/croqui';
import { iconeCroqui } from '../../../shared/croqui-icones';
import { latitudeDe, longitudeDe } from '../../../shared/geo';
import { useSession } from '../../lib/session';
import classes from './Croqui.module.css';

interface MapaCroquiProps {
  marcadores: readonly CroquiMarcador[];
  /** The popup's content for a marker, built when it opens. */
  popup: (marcador: CroquiMarcador) => HTMLElement;
  /** The tile server did not answer (offline, an outage): the markers still stand. */
  onSemTiles: () => void;
  /** The marker to open, when the list below the map picks one. */
  aberto: { id: string; vez: number } | null;
}

const posicao = (m: CroquiMarcador): L.LatLngTuple => [latitudeDe(m.coordenadas), longitudeDe(m.coordenadas)];

export function MapaCroqui({ marcadores, popup, onSemTiles, aberto }: MapaCroquiProps) {
  const { regras } = useSession();
  const elemento = useRef<HTMLElement>(null);
  const mapa = useRef<L.Map | null>(null);
  const camada = useRef<Map<string, L.Marker>>(new Map());
  const avisos = useRef({ popup, onSemTiles });
  avisos.current = { popup, onSemTiles };
  const tileUrl = regras?.mapa.tile_url;
  const atribuicao = regras?.mapa.atribuicao ?? '';

  useEffect(() => {
    if (!elemento.current) return;
    const criado = L.map(elemento.current, { scrollWheelZoom: false, zoomSnap: 1, zoomControl: false });
    L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(criado);
    if (tileUrl) {
      const tiles = L.tileLayer(tileUrl, { attribution: atribuicao, maxZoom: 19 }).addTo(criado);
      tiles.on('tileerror', () => avisos.current.onSemTiles());
    }
    criado.attributionControl.setPrefix(false);
    mapa.current = criado;
    return () => {
      criado.remove();
      mapa.current = null;
      camada.current.clear();
    };
  }, [tileUrl, atribuicao]);

  useEffect(() => {
    const atual = mapa.current;
    if (!atual) return;
    for (const marcador of camada.current.values()) marcador.remove();
    camada.current.clear();
    for (const m of marcadores) {
      const icone = iconeCroqui(m.tipo, m.sigla);
      const marker = L.marker(posicao(m), {
        icon: L.divIcon({
          className: classes.marcador,
          html: icone.svg,
          iconSize: [icone.largura, icone.altura],
          iconAnchor: icone.ancora,
          popupAnchor: [0, -icone.ancora[1] + 2],
        }),
        draggable: false,
        // The accessible name of the marker's button.
        title: `${m.sigla} — ${m.titulo}`,
        riseOnHover: true,
      })
        .bindPopup(() => avisos.current.popup(m), {
          maxWidth: 200,
          minWidth: 160,
          // Clear of the zoom buttons, which sit above every popup.
          autoPanPaddingTopLeft: [60, 12],
          autoPanPaddingBottomRight: [12, 12],
        })
        .addTo(atual);
      camada.current.set(m.id, marker);
    }
    const vista = enquadramentoDoCroqui(marcadores);
    if (vista.tipo === 'centro') {
      atual.setView([latitudeDe(vista.centro), longitudeDe(vista.centro)], vista.zoom);
    } else {
      const { sul, oeste, norte, leste } = vista.limites;
      atual.fitBounds(
        [
          [sul, oeste],
          [norte, leste],
        ],
        { padding: [vista.padding, vista.padding], maxZoom: vista.zoomMaximo },
      );
    }
  }, [marcadores]);

  useEffect(() => {
    if (!aberto) return;
    const marker = camada.current.get(aberto.id);
    if (!marker || !mapa.current) return;
    mapa.current.panTo(marker.getLatLng());
    marker.openPopup();
  }, [aberto]);

  return (
    <section
      ref={elemento}
      className={classes.mapa}
      aria-label="Mapa do croqui"
      // Leaflet lays tiles past the box on purpose; the box clips them (the layout check knows).
      data-scroll-x
    />
  );
}
