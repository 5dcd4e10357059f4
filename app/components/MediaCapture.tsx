import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconUpload } from '@tabler/icons-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { CameraCapture, type Clip } from './CameraCapture';
import { CapturePreviews, type PreviewItem } from './CapturePreviews';

export interface CapturedFile {
  kind: 'photo' | 'video';
  blob: Blob;
  contentType: string;
  durationMs?: number | null;
}

export interface MediaCaptureProps {
  items: readonly PreviewItem[];
  /** A photo or clip from the camera (picked files go through `onPick`, which checks their type). */
  onCapture: (file: CapturedFile) => void;
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** What the picker lists. */
  accept: string;
  /** False once the one video is there. */
  canFilm: boolean;
  /** False once the most photos are there. */
  canPhoto: boolean;
  progress?: ReadonlyMap<string, number>;
  disabled?: boolean;
}

/**
 * Spec §2.3 'Camera capture' and §4: the camera opens at once; what was captured shows as previews
 * with remove; 'Fechar' leaves the previews; removing the last one restarts the live view.
 */
export function MediaCapture(props: MediaCaptureProps) {
  const { items, onCapture, onPick, onRemove, accept, canFilm, canPhoto, progress, disabled } = props;
  const [live, setLive] = useState(items.length === 0);
  const [recording, setRecording] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hadItems = useRef(items.length > 0);

  useEffect(() => {
    // The last preview removed: back to the live view, as the spec's capture states say.
    if (hadItems.current && items.length === 0) setLive(true);
    hadItems.current = items.length > 0;
  }, [items.length]);

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length > 0) onPick(files);
  };

  return (
    <Stack gap="sm">
      {items.length > 0 && (
        <CapturePreviews items={items} onRemove={onRemove} progress={progress} disabled={disabled} />
      )}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple
        hidden
        aria-label="Arquivos do vestígio"
        data-testid="vestigio-arquivos"
        onChange={picked}
      />
      {live && !disabled ? (
        <CameraCapture
          onCapture={(photo) => onCapture({ kind: 'photo', blob: photo, contentType: 'image/jpeg' })}
          onVideo={(clip: Clip) =>
            onCapture({
              kind: 'video',
              blob: clip.blob,
              contentType: clip.contentType,
              durationMs: clip.durationMs,
            })
          }
          beforeCapture={() => canPhoto}
          canFilm={canFilm}
          onRecordingChange={setRecording}
          onClose={() => setLive(false)}
        />
      ) : (
        // One under the other: both names whole on a 320 px phone, each a full-width target.
        <SimpleGrid cols={1} spacing="xs">
          <Button leftSection={<IconCamera size={20} />} disabled={disabled} onClick={() => setLive(true)}>
            Abrir câmera
          </Button>
          <Button
            variant="light"
            leftSection={<IconUpload size={20} />}
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            Enviar arquivo
          </Button>
        </SimpleGrid>
      )}
      {live && !disabled && (
        <Button
          variant="subtle"
          leftSection={<IconUpload size={16} />}
          disabled={recording}
          onClick={() => inputRef.current?.click()}
        >
          Escolher da galeria
        </Button>
      )}
      {!canPhoto && (
        <Text size="sm" c="dimmed">
          Limite de fotos atingido.
        </Text>
      )}
    </Stack>
  );
}
