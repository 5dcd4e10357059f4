import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import {
  IconCamera,
  IconCameraOff,
  IconPlayerStopFilled,
  IconRefresh,
  IconVideo,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './CameraCapture.module.css';
import { CAMERA_FALLBACK_NOTICE, CAMERA_MESSAGES, useCameraStream } from './camera-open';
import { type Clip, counterColor, useVideoRecorder } from './useVideoRecorder';

export { CAMERA_MESSAGES, type MediaDevicesLike, openCamera } from './camera-open';
export type { Clip } from './useVideoRecorder';

/** Spec §9: photos are saved as JPEG. */
const JPEG_QUALITY = 0.92;

function takePhoto(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

export interface CameraCaptureProps {
  /** A JPEG of the frame shown when 'Capturar' was pressed. */
  onCapture: (photo: Blob) => void;
  /** 'Fechar'; the camera is released when the component unmounts. */
  onClose: () => void;
  /** Asked before each photo; false cancels it (the caller tells the user why). */
  beforeCapture?: () => boolean;
  /**
   * Given, the camera also films (spec §2.3 'Camera capture'): 'Foto' and 'Filmar', a clip of at
   * most 10 s. Without it (documents) the one button is 'Capturar'.
   */
  onVideo?: (clip: Clip) => void;
  /** False once the one video was filmed: 'Filmar' is then off. */
  canFilm?: boolean;
  /** Told when filming starts and ends, so the caller can hold other actions meanwhile. */
  onRecordingChange?: (recording: boolean) => void;
}

/** Live view of the device camera with 'Capturar' (or 'Foto' and 'Filmar') and 'Fechar'. */
export function CameraCapture({
  onCapture,
  onClose,
  beforeCapture,
  onVideo,
  canFilm = true,
  onRecordingChange,
}: CameraCaptureProps) {
  const { stream, error, fallback, retry } = useCameraStream();
  const recorder = useVideoRecorder(stream, (clip) => onVideo?.(clip));
  // biome-ignore lint/correctness/useExhaustiveDependencies: told on each change of the recording only.
  useEffect(() => onRecordingChange?.(recorder.recording), [recorder.recording]);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const controlsRef = useRef<HTMLDivElement>(null);

  // One-handed at night: once the picture shows, the shutter is brought within the screen (a
  // camera opened low in a form would have it below the fold), unless the officer is typing.
  useEffect(() => {
    if (!ready || document.activeElement?.matches('input, textarea, [contenteditable="true"]')) return;
    controlsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [ready]);

  useEffect(() => {
    const video = videoRef.current;
    setReady(false);
    if (!video || !stream) return;
    video.srcObject = stream;
    // Autoplay may be refused until the user interacts; the tap that opened the camera counts,
    // so a failure here is unexpected and only logged.
    video.play().catch((error: unknown) => console.warn('Câmera: reprodução', error));
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  const capture = async () => {
    if (beforeCapture && !beforeCapture()) return;
    const video = videoRef.current;
    if (!video) return;
    setCapturing(true);
    setCaptureError(null);
    try {
      const photo = await takePhoto(video);
      if (photo) onCapture(photo);
      else setCaptureError(CAMERA_MESSAGES.failure);
    } finally {
      setCapturing(false);
    }
  };

  const message = error ?? captureError ?? recorder.error;
  const photoLabel = onVideo ? 'Foto' : 'Capturar';

  return (
    <Stack gap="sm" className={classes.root}>
      {error ? (
        <div className={classes.frame} data-state="error">
          <IconCameraOff size={40} aria-hidden className={classes.offIcon} />
        </div>
      ) : (
        <div className={classes.frame}>
          <video
            ref={videoRef}
            className={classes.video}
            autoPlay
            muted
            playsInline
            aria-label="Imagem da câmera"
            onPlaying={() => setReady(true)}
          />
          {recorder.recording && (
            <output
              className={classes.counter}
              data-color={counterColor(recorder.remaining)}
              aria-live="polite"
            >
              {recorder.remaining}s
            </output>
          )}
          {!ready && (
            <div className={classes.loading}>
              <Loader color="gold" aria-label="Abrindo a câmera" />
            </div>
          )}
        </div>
      )}
      {fallback && !error && (
        <Alert color="yellow" variant="light" title="Câmera">
          {CAMERA_FALLBACK_NOTICE}
        </Alert>
      )}
      {message && (
        <Alert color="red" variant="light" role="alert" title="Câmera">
          {message}
        </Alert>
      )}
      {/* The main action first and full width, so neither label is ever cut on a narrow phone. */}
      <Stack gap="xs" ref={controlsRef} className={classes.controls}>
        {error ? (
          <Button fullWidth leftSection={<IconRefresh size={18} />} onClick={retry}>
            Tentar novamente
          </Button>
        ) : recorder.recording ? (
          <Button
            fullWidth
            size="lg"
            // White on Mantine's red.6 is 3.3:1; red.9 keeps the label readable (WCAG AA).
            color="red.9"
            leftSection={<IconPlayerStopFilled size={20} />}
            onClick={recorder.stop}
          >
            Parar
          </Button>
        ) : (
          <Group grow gap="xs">
            <Button
              size="lg"
              // Two buttons side by side must fit a 320 px phone.
              px={onVideo ? 'xs' : undefined}
              color="gold.5"
              c="navy.9"
              leftSection={<IconCamera size={20} />}
              disabled={!ready}
              loading={capturing}
              onClick={() => void capture()}
            >
              {photoLabel}
            </Button>
            {onVideo && (
              <Button
                size="lg"
                px="xs"
                variant="light"
                leftSection={<IconVideo size={20} />}
                disabled={!ready || !canFilm}
                onClick={recorder.start}
              >
                Filmar
              </Button>
            )}
          </Group>
        )}
        <Button
          fullWidth
          variant="default"
          leftSection={<IconX size={18} />}
          disabled={recorder.recording}
          onClick={onClose}
        >
          Fechar
        </Button>
      </Stack>
    </Stack>
  );
}
