import { ActionIcon, Badge, Progress, SimpleGrid } from '@mantine/core';
import { IconPlayerPlayFilled, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './CapturePreviews.module.css';
import { Lightbox } from './Lightbox';
import { useObjectUrls } from './useObjectUrls';

export interface PreviewItem {
  id: string;
  kind: 'photo' | 'video';
  blob: Blob;
  /** A video's poster frame, when one was made. */
  poster?: Blob | null;
}

export interface CapturePreviewsProps {
  items: readonly PreviewItem[];
  onRemove: (id: string) => void;
  /** Upload progress per item, 0 to 1, while the vestígio is being sent. */
  progress?: ReadonlyMap<string, number>;
  disabled?: boolean;
}

/**
 * The photos and the video captured or picked for one vestígio, before saving: a photo opens in the
 * full-screen viewer, the video plays in place, each can be removed.
 */
export function CapturePreviews({ items, onRemove, progress, disabled }: CapturePreviewsProps) {
  const urls = useObjectUrls(items);
  const posters = useObjectUrls(
    items.filter((item) => item.poster).map((item) => ({ id: item.id, blob: item.poster ?? null })),
  );
  const [aberta, setAberta] = useState<string | null>(null);

  return (
    <>
      <SimpleGrid cols={3} spacing="xs" data-testid="midia-previews">
        {items.map((item, index) => {
          const foto = items.slice(0, index + 1).filter((i) => i.kind === 'photo').length;
          const url = urls.get(item.id);
          const nome = item.kind === 'video' ? 'Vídeo' : `Foto ${foto}`;
          const parte = progress?.get(item.id);
          return (
            <div key={item.id} className={classes.item}>
              {item.kind === 'photo' ? (
                <button
                  type="button"
                  className={classes.thumb}
                  aria-label={`Ampliar ${nome}`}
                  onClick={() => setAberta(item.id)}
                >
                  {url && <img src={url} alt={nome} className={classes.media} />}
                </button>
              ) : (
                <div className={classes.thumb}>
                  {/* biome-ignore lint/a11y/useMediaCaption: a scene clip has no spoken words to caption. */}
                  <video
                    src={url}
                    poster={posters.get(item.id)}
                    controls
                    playsInline
                    preload="metadata"
                    aria-label={nome}
                    className={classes.media}
                  />
                  <IconPlayerPlayFilled size={16} aria-hidden className={classes.playMark} />
                </div>
              )}
              {parte !== undefined && (
                <>
                  <Badge
                    size="sm"
                    className={classes.progress}
                    color={parte >= 1 ? 'teal' : 'gold'}
                    c="navy.9"
                  >
                    {Math.floor(parte * 100)}%
                  </Badge>
                  {/* A bar across the thumb's foot: seen at a glance, whatever the badge says. */}
                  <Progress
                    className={classes.bar}
                    value={Math.floor(parte * 100)}
                    size="md"
                    radius={0}
                    color={parte >= 1 ? 'teal' : 'gold'}
                    aria-label={`Envio de ${nome}: ${Math.floor(parte * 100)}%`}
                  />
                </>
              )}
              <ActionIcon
                className={classes.remove}
                color="red"
                radius="xl"
                size="md"
                disabled={disabled}
                aria-label={`Remover ${nome}`}
                onClick={() => onRemove(item.id)}
              >
                <IconX size={16} />
              </ActionIcon>
            </div>
          );
        })}
      </SimpleGrid>
      <Lightbox
        src={aberta ? (urls.get(aberta) ?? null) : null}
        title="Foto do vestígio"
        onClose={() => setAberta(null)}
      />
    </>
  );
}
