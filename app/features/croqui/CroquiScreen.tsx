/**
 * The croqui of the scene ('Reconhecimento Visuográfico', spec §2.3 'Sketch'): the case's location,
 * vestígios, cameras and placed vehicles on a map, each with its popup, a legend and the list of marks. Read only,
 * from the case on the device: offline the marks still stand even where the tiles do not load.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconMapOff, IconMapPin } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  CROQUI_LEGENDA,
  type CroquiMarcador,
  entradasDaLegenda,
  marcadoresDoCroqui,
} from '../../../shared/croqui';
import { iconeCroqui } from '../../../shared/croqui-icones';
import { formatCoordenadas } from '../../../shared/geo';
import { CasoFrame, CasoUnavailable, EmptyView, SEM_CONEXAO, useIsRefused } from '../../components/form';
import { useObjectUrls } from '../../components/useObjectUrls';
import type { CasoView } from '../casos/caso-view';
import { useSelectedCaso } from '../casos/useCaso';
import classes from './Croqui.module.css';
import { MapaCroqui } from './MapaCroqui';
import { type PopupDetalhes, popupDoMarcador } from './popup';

type MidiaView = CasoView['vestigios'][number]['midias'][number];

const TITULO = 'Reconhecimento Visuográfico';

const iconeUrl = (m: Pick<CroquiMarcador, 'tipo' | 'sigla'>) =>
  `data:image/svg+xml,${encodeURIComponent(iconeCroqui(m.tipo, m.sigla).svg)}`;

/** What the popup of a marker says: what its layer wrote of the record, and its picture. */
function detalhesDe(
  m: CroquiMarcador<MidiaView>,
  fotoDe: (midia: MidiaView) => string | null,
  recusado: boolean,
): PopupDetalhes {
  const src = m.midia && fotoDe(m.midia);
  return {
    sigla: m.sigla,
    titulo: m.titulo,
    legenda: CROQUI_LEGENDA[m.tipo],
    recusado,
    linhas: m.linhas,
    foto: src ? { src, alt: `Foto do vestígio ${m.sigla}: ${m.titulo}` } : null,
    offline: m.offline,
  };
}

function Legenda({ marcadores }: { marcadores: readonly CroquiMarcador[] }) {
  return (
    <ul className={classes.legenda} aria-label="Legenda">
      {entradasDaLegenda(marcadores, true).map(({ chave, tipo, sigla, texto }) => (
        <li key={chave}>
          <img src={iconeUrl({ tipo, sigla })} alt="" />
          <span>{texto}</span>
        </li>
      ))}
    </ul>
  );
}

export default function CroquiScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const { online } = useNetwork();
  const [semTiles, setSemTiles] = useState(false);
  const [aberto, setAberto] = useState<{ id: string; vez: number } | null>(null);
  const marcadores = useMemo(() => (caso ? marcadoresDoCroqui<MidiaView>(caso) : []), [caso]);
  const locais = useObjectUrls(
    useMemo(
      () =>
        marcadores.flatMap((m) =>
          m.midia
            ? [
                {
                  id: m.midia.id,
                  blob: (m.midia.kind === 'video' ? m.midia.posterBlob : m.midia.blob) ?? null,
                },
              ]
            : [],
        ),
      [marcadores],
    ),
  );
  const isRefused = useIsRefused();
  const popup = useCallback(
    (m: CroquiMarcador) => {
      const fotoDe = (midia: MidiaView) => locais.get(midia.id) ?? midia.miniatura_url;
      return popupDoMarcador(detalhesDe(m as CroquiMarcador<MidiaView>, fotoDe, isRefused([m.id])));
    },
    [locais, isRefused],
  );
  const avisarSemTiles = useCallback(() => setSemTiles(true), []);
  // The map is the screen: it opens at the top, whatever the hub's scroll was. A block body:
  // Chromium's scrollTo now returns a promise, which React would take for the effect's cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  if (!caso) {
    return <CasoUnavailable title={TITULO} state={read} noCasoText="Abra um caso para ver o croqui." />;
  }

  return (
    // No count badge: the legend counts each kind, and the long title needs the whole row at 320 px.
    <CasoFrame title={TITULO} caso={caso} offline={read.offline}>
      {marcadores.length === 0 ? (
        <EmptyView
          icon={<IconMapPin size={34} />}
          title="Nenhuma posição registrada no caso."
          text="O croqui marca o local do crime, os vestígios e as câmeras de segurança que tiverem posição."
        />
      ) : (
        <>
          {semTiles ? (
            <Alert color="yellow" variant="light" icon={<IconMapOff size={18} />} p="xs">
              O mapa de fundo não carregou. As marcações estão nas posições registradas.
            </Alert>
          ) : (
            !online && (
              <Text size="sm" c="dimmed">
                {`${SEM_CONEXAO}: partes do mapa de fundo podem faltar. As marcações continuam nas posições registradas.`}
              </Text>
            )
          )}
          <MapaCroqui marcadores={marcadores} popup={popup} onSemTiles={avisarSemTiles} aberto={aberto} />
          <Legenda marcadores={marcadores} />
          <Text size="xs" c="dimmed">
            Somente leitura: cada marcação fica onde foi registrada. Toque numa marcação para ver o que foi
            registrado.
          </Text>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Marcações">
            {marcadores.map((m) => (
              <li key={`${m.tipo}-${m.id}`}>
                <button
                  type="button"
                  className={classes.item}
                  onClick={() => {
                    setAberto((atual) => ({ id: m.id, vez: (atual?.vez ?? 0) + 1 }));
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                >
                  <img src={iconeUrl(m)} alt="" />
                  <span className={classes.itemTexto}>
                    <Text span fw={700} size="sm">
                      {m.titulo}
                    </Text>
                    <Text span size="xs" c="dimmed">
                      {m.referencia && `${m.referencia} · `}
                      {formatCoordenadas(m.coordenadas)}
                    </Text>
                  </span>
                </button>
              </li>
            ))}
          </Stack>
        </>
      )}
    </CasoFrame>
  );
}
