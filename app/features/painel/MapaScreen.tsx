import 'leaflet/dist/leaflet.css';
import { Alert, Stack, Text } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { Mapa } from '../../../shared/schemas/painel';
import { describeError } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import {
  CENTRO_PADRAO,
  PADDING_LIMITES,
  type Vista,
  vistaDe,
  ZOOM_PADRAO,
  ZOOM_SEM_LIMITES,
} from './mapa-vista';
import classes from './Painel.module.css';
import { Atualizacao, ErroPainel, PainelTopo } from './PainelNav';
import { SemLocal } from './SemLocal';

const PIN = L.divIcon({
  className: classes.pin,
  html: '<svg viewBox="0 0 24 36" width="28" height="42" aria-hidden="true"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#c92a2a" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [28, 42],
  iconAnchor: [14, 42],
  popupAnchor: [0, -38],
});

function grupoIcon(total: number) {
  const tamanho = total < 10 ? 34 : total < 100 ? 40 : total < 1000 ? 46 : 54;
  const texto = total < 10_000 ? total.toLocaleString('pt-BR') : `${Math.round(total / 1000)} mil`;
  return L.divIcon({
    className: classes.grupo,
    html: `<span>${texto}</span>`,
    iconSize: [tamanho, tamanho],
  });
}

const popup = (id: string) => {
  const texto = document.createElement('strong');
  texto.textContent = `Caso ID: ${id}`;
  return texto;
};

/** /dashboard/mapa (spec §2.3 Map): the state's cases, grouped by the server as the zoom asks. */
export default function MapaScreen() {
  const { regras } = useSession();
  const tileUrl = regras?.mapa.tile_url;
  const atribuicao = regras?.mapa.atribuicao ?? '';
  const elemento = useRef<HTMLElement>(null);
  const mapa = useRef<L.Map | null>(null);
  const camada = useRef<L.LayerGroup | null>(null);
  const [vista, setVista] = useState<Vista>({ z: ZOOM_PADRAO });
  const enquadrado = useRef(false);
  const [semTiles, setSemTiles] = useState(false);
  const leitura = useOfflineQuery(
    'getDashboardMapa',
    { query: vista },
    { staleTime: Number.POSITIVE_INFINITY },
  );
  const dados = leitura.data;

  useEffect(() => {
    if (!elemento.current || !tileUrl) return;
    const criado = L.map(elemento.current, { zoomControl: false }).setView(CENTRO_PADRAO, ZOOM_PADRAO);
    L.control.zoom({ zoomInTitle: 'Aproximar', zoomOutTitle: 'Afastar' }).addTo(criado);
    L.tileLayer(tileUrl, { attribution: atribuicao, maxZoom: 19 })
      .on('tileerror', () => setSemTiles(true))
      .addTo(criado);
    criado.attributionControl.setPrefix(false);
    camada.current = L.layerGroup().addTo(criado);
    criado.on('moveend', () => {
      const b = criado.getBounds();
      setVista(
        vistaDe(criado.getZoom(), { w: b.getWest(), s: b.getSouth(), e: b.getEast(), n: b.getNorth() }),
      );
    });
    mapa.current = criado;
    return () => {
      criado.remove();
      mapa.current = null;
      camada.current = null;
    };
  }, [tileUrl, atribuicao]);

  // The first answer frames every case (bounds padding 50, spec §9), once.
  useEffect(() => {
    const atual = mapa.current;
    if (!atual || !dados || enquadrado.current) return;
    enquadrado.current = true;
    if (dados.limites) {
      const [w, s, e, n] = dados.limites;
      atual.fitBounds(
        [
          [s, w],
          [n, e],
        ],
        { padding: [PADDING_LIMITES, PADDING_LIMITES], maxZoom: 16 },
      );
    } else {
      atual.setView(CENTRO_PADRAO, ZOOM_SEM_LIMITES);
    }
  }, [dados]);

  useEffect(() => {
    const grupo = camada.current;
    const atual = mapa.current;
    if (!grupo || !atual || !dados) return;
    desenhar(atual, grupo, dados);
  }, [dados]);

  const erro = !dados && leitura.error ? describeError(leitura.error, 'Erro ao carregar o mapa') : null;

  return (
    <Stack gap="md">
      <PainelTopo
        titulo="Mapa"
        subtitulo={
          dados
            ? `${dados.total.toLocaleString('pt-BR')} casos com local registrado. Toque num grupo para aproximar.`
            : 'Casos pelo local do crime'
        }
      />
      <Atualizacao leitura={leitura} />
      <ErroPainel erro={erro} />
      {semTiles && (
        <Alert color="yellow" variant="light" icon={<IconMapOff size={18} />} p="xs">
          O mapa de fundo não carregou. Os casos estão nas posições registradas.
        </Alert>
      )}
      {tileUrl ? (
        <section
          ref={elemento}
          className={classes.mapa}
          aria-label="Mapa dos casos"
          // Leaflet lays tiles past the box on purpose; the box clips them (the layout check knows).
          data-scroll-x
        />
      ) : (
        <Text c="dimmed">Erro ao inicializar mapa.</Text>
      )}
      {/* A copy kept on the phone before issue 42 has no such count. */}
      <SemLocal motivos={dados?.sem_local ?? []} fora="do mapa" />
    </Stack>
  );
}

function desenhar(mapa: L.Map, camada: L.LayerGroup, dados: Mapa) {
  camada.clearLayers();
  for (const grupo of dados.grupos) {
    L.marker([grupo.latitude, grupo.longitude], {
      icon: grupoIcon(grupo.total),
      title: `${grupo.total} casos`,
      alt: `${grupo.total} casos`,
    })
      .on('click', () => mapa.setView([grupo.latitude, grupo.longitude], grupo.zoom))
      .addTo(camada);
  }
  for (const caso of dados.casos) {
    L.marker([caso.latitude, caso.longitude], {
      icon: PIN,
      title: `Caso ID: ${caso.id}`,
      alt: `Caso ID: ${caso.id}`,
    })
      .bindPopup(popup(caso.id))
      .addTo(camada);
  }
}
