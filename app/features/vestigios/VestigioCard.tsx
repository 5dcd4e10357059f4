/**
 * One vestígio in the gallery: its thumbnails (the server's, or object URLs of the files still on
 * the device), a photo in the full-screen viewer, the video in a player (served with Range), each
 * media's SHA-256, and the link to its chain of custody. Delete only where editing is allowed.
 */
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { rotuloVestigio } from '../../../shared/options-caso';
import { DeleteButton, PendingBadge } from '../../components/form';
import { Lightbox } from '../../components/Lightbox';
import { useObjectUrls } from '../../components/useObjectUrls';
import { localDateTime } from '../../lib/format';
import type { MidiaView, VestigioView } from './caso-view';
import { MidiaOrigem } from './MidiaOrigem';
import classes from './Vestigios.module.css';

export interface VestigioCardProps {
  vestigio: VestigioView;
  onDelete?: (midia: MidiaView) => void;
  onCustodia: () => void;
}

export function VestigioCard({ vestigio, onDelete, onCustodia }: VestigioCardProps) {
  const locais = useObjectUrls(
    useMemo(() => vestigio.midias.map((m) => ({ id: m.id, blob: m.blob ?? null })), [vestigio.midias]),
  );
  const posters = useObjectUrls(
    useMemo(() => vestigio.midias.map((m) => ({ id: m.id, blob: m.posterBlob ?? null })), [vestigio.midias]),
  );
  const [aberta, setAberta] = useState<MidiaView | null>(null);
  const urlDe = (m: MidiaView) => locais.get(m.id) ?? m.url;
  const miniaturaDe = (m: MidiaView) =>
    (m.kind === 'video' ? posters.get(m.id) : locais.get(m.id)) ?? m.miniatura_url ?? undefined;

  return (
    <Paper component="article" aria-label={rotuloVestigio(vestigio.tipo)} withBorder radius="lg" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} miw={0}>
            {rotuloVestigio(vestigio.tipo)}
          </Text>
          {vestigio.offline && <PendingBadge ids={[vestigio.id]} look="tag" />}
        </Group>
        {vestigio.descricao && <Text size="sm">{vestigio.descricao}</Text>}
        <Text size="xs" c="dimmed">
          {vestigio.user.name} · {localDateTime(vestigio.created_at)}
        </Text>
        <SimpleGrid cols={2} spacing="xs">
          {vestigio.midias.map((m, index) => {
            const foto = vestigio.midias.slice(0, index + 1).filter((x) => x.kind === 'photo').length;
            const nome = m.kind === 'video' ? 'Vídeo' : `Foto ${foto}`;
            return (
              <div key={m.id} className={classes.midia}>
                {m.kind === 'photo' ? (
                  <button
                    type="button"
                    className={classes.thumb}
                    aria-label={`Ampliar ${nome}`}
                    onClick={() => setAberta(m)}
                  >
                    <img src={miniaturaDe(m)} alt={nome} loading="lazy" />
                  </button>
                ) : (
                  // biome-ignore lint/a11y/useMediaCaption: a scene clip has no spoken words to caption.
                  <video
                    className={classes.thumb}
                    src={urlDe(m)}
                    poster={miniaturaDe(m)}
                    controls
                    playsInline
                    preload="none"
                    aria-label={nome}
                  />
                )}
                <Text size="xs" ff="monospace" className={classes.hash} title={`SHA-256 ${m.sha256}`}>
                  SHA-256 {m.sha256}
                </Text>
                <MidiaOrigem midia={m} />
                {onDelete && (
                  <DeleteButton
                    label={m.kind === 'video' ? 'Deletar vídeo' : `Apagar ${nome.toLowerCase()}`}
                    onClick={() => onDelete(m)}
                    iconSize={16}
                    className={classes.apagar}
                    sobreImagem
                  />
                )}
              </div>
            );
          })}
        </SimpleGrid>
        {!vestigio.offline && (
          // A full-width target: the hashes and the history are what a court asks for.
          <Button
            variant="light"
            color="navy"
            fullWidth
            leftSection={<IconShieldCheck size={18} />}
            onClick={onCustodia}
          >
            Cadeia de custódia
          </Button>
        )}
      </Stack>
      <Lightbox
        src={aberta ? urlDe(aberta) : null}
        title={rotuloVestigio(vestigio.tipo)}
        onClose={() => setAberta(null)}
      />
    </Paper>
  );
}
