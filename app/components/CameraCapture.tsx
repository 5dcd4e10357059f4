import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff, IconRefresh, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import classes from './CameraCapture.module.css';

/** Spec §8 "Location and camera". */
export const CAMERA_MESSAGES = {
  noApi: 'API MediaDevices não disponível neste navegador ou contexto.',
  noCamera: 'Não há câmeras disponíveis.',
  failure:
    'Não foi possível acessar a câmera. Verifique as permissões, e se há câmera disponível, e tente novamente.',
} as const;

export type CameraErrorKind = keyof typeof CAMERA_MESSAGES;

export class CameraError extends Error {
  override readonly name = 'CameraErro';
  readonly kind: CameraErrorKind;

  constructor(kind: CameraErrorKind, cause?: unknown) {
    super(CAMERA_MESSAGES[kind], { cause });
    this.kind = kind;
  }
}

/** What of `navigator.mediaDevices` the camera needs; a parameter so the choice is tested without one. */
export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'>;

/**
 * Spec §9: the rear camera at 1280x720, then the rear camera as it comes, then any camera. `exact`
 * makes a phone without a rear camera (or a laptop) fail over to the next step instead of being
 * silently given another camera under the first step's size.
 */
const PREFERENCES: MediaTrackConstraints[] = [
  { facingMode: { exact: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  { facingMode: { exact: 'environment' } },
  {},
];

const VIRTUAL = /virtual/i;
const REAR = /back|rear|traseira|environment/i;

export function stopStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function errorName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

/** The camera asked for cannot be had, but another step may give one. */
function tryAnother(error: unknown): boolean {
  return ['OverconstrainedError', 'ConstraintNotSatisfiedError', 'NotReadableError'].includes(
    errorName(error),
  );
}

function toCameraError(error: unknown): CameraError {
  if (error instanceof CameraError) return error;
  const name = errorName(error);
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return new CameraError('noCamera', error);
  return new CameraError('failure', error);
}

async function cameras(devices: MediaDevicesLike): Promise<MediaDeviceInfo[] | null> {
  try {
    const all = await devices.enumerateDevices();
    return all.filter((device) => device.kind === 'videoinput');
  } catch {
    // Without the list, getUserMedia still tells whether there is a camera.
    return null;
  }
}

function isVirtual(stream: MediaStream): boolean {
  return stream.getVideoTracks().some((track) => VIRTUAL.test(track.label));
}

/** Once a camera was granted the labels are known: try each real one, rear ones first. */
async function openRealCamera(devices: MediaDevicesLike): Promise<MediaStream> {
  const real = ((await cameras(devices)) ?? [])
    .filter((camera) => !VIRTUAL.test(camera.label))
    .sort((a, b) => Number(REAR.test(b.label)) - Number(REAR.test(a.label)));
  for (const camera of real) {
    try {
      const stream = await devices.getUserMedia({
        video: { deviceId: { exact: camera.deviceId } },
        audio: false,
      });
      if (!isVirtual(stream)) return stream;
      stopStream(stream);
    } catch (error) {
      if (!tryAnother(error)) throw toCameraError(error);
    }
  }
  throw new CameraError('noCamera');
}

/**
 * Opens the preferred camera (spec §9), skipping virtual ones (a desktop's "virtual camera" shows
 * no scene). Rejects with a CameraError whose message is the spec's text for the case.
 */
export async function openCamera(devices: MediaDevicesLike | undefined): Promise<MediaStream> {
  if (!devices?.getUserMedia) throw new CameraError('noApi');
  const list = await cameras(devices);
  if (list?.length === 0) throw new CameraError('noCamera');
  let lastError: unknown = null;
  for (const video of PREFERENCES) {
    let stream: MediaStream;
    try {
      stream = await devices.getUserMedia({ video, audio: false });
    } catch (error) {
      if (!tryAnother(error)) throw toCameraError(error);
      lastError = error;
      continue;
    }
    if (!isVirtual(stream)) return stream;
    stopStream(stream);
    return openRealCamera(devices);
  }
  throw toCameraError(lastError);
}

export interface CameraStream {
  stream: MediaStream | null;
  error: string | null;
  retry: () => void;
}

/**
 * The live camera while the component that uses it is mounted; its tracks are always stopped on
 * unmount, so the phone's camera light goes off. Kept apart from the view so a video recorder can
 * use the same stream.
 */
export function useCameraStream(): CameraStream {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt reopens the camera.
  useEffect(() => {
    let unmounted = false;
    let aberto: MediaStream | null = null;
    setStream(null);
    setError(null);
    openCamera(globalThis.navigator?.mediaDevices).then(
      (next) => {
        // The user closed the camera before it opened.
        if (unmounted) {
          stopStream(next);
          return;
        }
        aberto = next;
        setStream(next);
      },
      (error: unknown) => {
        if (unmounted) return;
        console.error('Câmera', error);
        setError(toCameraError(error).message);
      },
    );
    return () => {
      unmounted = true;
      if (aberto) stopStream(aberto);
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { stream, error, retry };
}

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
}

/** Live view of the device camera with 'Capturar' and 'Fechar'. */
export function CameraCapture({ onCapture, onClose, beforeCapture }: CameraCaptureProps) {
  const { stream, error, retry } = useCameraStream();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const [captureError, setCaptureError] = useState<string | null>(null);

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

  const message = error ?? captureError;

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
          {!ready && (
            <div className={classes.loading}>
              <Loader color="gold" aria-label="Abrindo a câmera" />
            </div>
          )}
        </div>
      )}
      {message && (
        <Alert color="red" variant="light" role="alert" title="Câmera">
          {message}
        </Alert>
      )}
      {/* The main action first and full width, so neither label is ever cut on a narrow phone. */}
      <Stack gap="xs">
        {error ? (
          <Button fullWidth leftSection={<IconRefresh size={18} />} onClick={retry}>
            Tentar novamente
          </Button>
        ) : (
          <Button
            fullWidth
            size="lg"
            color="gold.5"
            c="navy.9"
            leftSection={<IconCamera size={20} />}
            disabled={!ready}
            loading={capturing}
            onClick={() => void capture()}
          >
            Capturar
          </Button>
        )}
        <Button fullWidth variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
          Fechar
        </Button>
      </Stack>
    </Stack>
  );
}
