/**
 * Opening the device camera (spec §9: rear camera at 1280x720, then rear, then any; virtual cameras
 * skipped; an over-constrained request retried with the defaults) and holding it while in use.
 * Apart from the view so the photo button and the video recorder share the same stream.
 */
import { useCallback, useEffect, useState } from 'react';

/** Spec §8 "Location and camera". */
export const CAMERA_MESSAGES = {
  noApi: 'API MediaDevices não disponível neste navegador ou contexto.',
  noCamera: 'Não há câmeras disponíveis.',
  /** The camera is there but will not start (in use by another app, a hardware fault). */
  unavailable: 'Câmera não disponível.',
  /** Each real camera was tried and refused; what the last one said follows. */
  noneAccessible: 'Não foi possível acessar nenhuma câmera:',
  failure:
    'Não foi possível acessar a câmera. Verifique as permissões, e se há câmera disponível, e tente novamente.',
  /** Spec §8 'Video'. */
  video: 'Não foi possível processar o vídeo!',
} as const;

/**
 * Spec §4: an over-constrained error is told, then the defaults are tried. The spec gives no text;
 * see docs/decisions.md.
 */
export const CAMERA_FALLBACK_NOTICE =
  'A câmera não aceitou a configuração preferida; usando a configuração padrão.';

export type CameraErrorKind = keyof typeof CAMERA_MESSAGES;

export class CameraError extends Error {
  override readonly name = 'CameraErro';
  readonly kind: CameraErrorKind;

  constructor(kind: CameraErrorKind, cause?: unknown, detail?: string) {
    super(detail ? `${CAMERA_MESSAGES[kind]} ${detail}` : CAMERA_MESSAGES[kind], { cause });
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

export function toCameraError(error: unknown): CameraError {
  if (error instanceof CameraError) return error;
  const name = errorName(error);
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return new CameraError('noCamera', error);
  if (name === 'NotReadableError' || name === 'TrackStartError') return new CameraError('unavailable', error);
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
  let lastError: unknown = null;
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
      lastError = error;
    }
  }
  if (lastError === null) throw new CameraError('noCamera');
  const detail = lastError instanceof Error ? lastError.message || lastError.name : String(lastError);
  throw new CameraError('noneAccessible', lastError, detail);
}

/**
 * Opens the preferred camera (spec §9), skipping virtual ones (a desktop's "virtual camera" shows
 * no scene). Rejects with a CameraError whose message is the spec's text for the case.
 */
export async function openCamera(
  devices: MediaDevicesLike | undefined,
  onFallback?: () => void,
): Promise<MediaStream> {
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
      if (lastError === null && errorName(error) === 'OverconstrainedError') onFallback?.();
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
  /** The preferred settings were refused and the camera opened with others (spec §4). */
  fallback: boolean;
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
  const [fallback, setFallback] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt reopens the camera.
  useEffect(() => {
    let unmounted = false;
    let aberto: MediaStream | null = null;
    setStream(null);
    setError(null);
    setFallback(false);
    openCamera(globalThis.navigator?.mediaDevices, () => {
      if (!unmounted) setFallback(true);
    }).then(
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
  return { stream, error, fallback, retry };
}
