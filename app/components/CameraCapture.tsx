import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import { IconCamera, IconCameraOff, IconRefresh, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import classes from './CameraCapture.module.css';

/** Spec §8 "Location and camera". */
export const CAMERA_MENSAGENS = {
  semApi: 'API MediaDevices não disponível neste navegador ou contexto.',
  semCamera: 'Não há câmeras disponíveis.',
  falha:
    'Não foi possível acessar a câmera. Verifique as permissões, e se há câmera disponível, e tente novamente.',
} as const;

export type CameraErroTipo = keyof typeof CAMERA_MENSAGENS;

export class CameraErro extends Error {
  override readonly name = 'CameraErro';
  readonly tipo: CameraErroTipo;

  constructor(tipo: CameraErroTipo, cause?: unknown) {
    super(CAMERA_MENSAGENS[tipo], { cause });
    this.tipo = tipo;
  }
}

/** What of `navigator.mediaDevices` the camera needs; a parameter so the choice is tested without one. */
export type Dispositivos = Pick<MediaDevices, 'getUserMedia' | 'enumerateDevices'>;

/**
 * Spec §9: the rear camera at 1280x720, then the rear camera as it comes, then any camera. `exact`
 * makes a phone without a rear camera (or a laptop) fail over to the next step instead of being
 * silently given another camera under the first step's size.
 */
const PREFERENCIAS: MediaTrackConstraints[] = [
  { facingMode: { exact: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  { facingMode: { exact: 'environment' } },
  {},
];

const VIRTUAL = /virtual/i;
const TRASEIRA = /back|rear|traseira|environment/i;

export function pararStream(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function nomeDoErro(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

/** The camera asked for cannot be had, but another step may give one. */
function tentarOutra(error: unknown): boolean {
  return ['OverconstrainedError', 'ConstraintNotSatisfiedError', 'NotReadableError'].includes(
    nomeDoErro(error),
  );
}

function traduzir(error: unknown): CameraErro {
  if (error instanceof CameraErro) return error;
  const nome = nomeDoErro(error);
  if (nome === 'NotFoundError' || nome === 'DevicesNotFoundError') return new CameraErro('semCamera', error);
  return new CameraErro('falha', error);
}

async function cameras(dispositivos: Dispositivos): Promise<MediaDeviceInfo[] | null> {
  try {
    const todos = await dispositivos.enumerateDevices();
    return todos.filter((dispositivo) => dispositivo.kind === 'videoinput');
  } catch {
    // Without the list, getUserMedia still tells whether there is a camera.
    return null;
  }
}

function ehVirtual(stream: MediaStream): boolean {
  return stream.getVideoTracks().some((track) => VIRTUAL.test(track.label));
}

/** Once a camera was granted the labels are known: try each real one, rear ones first. */
async function abrirCameraReal(dispositivos: Dispositivos): Promise<MediaStream> {
  const reais = ((await cameras(dispositivos)) ?? [])
    .filter((camera) => !VIRTUAL.test(camera.label))
    .sort((a, b) => Number(TRASEIRA.test(b.label)) - Number(TRASEIRA.test(a.label)));
  for (const camera of reais) {
    try {
      const stream = await dispositivos.getUserMedia({
        video: { deviceId: { exact: camera.deviceId } },
        audio: false,
      });
      if (!ehVirtual(stream)) return stream;
      pararStream(stream);
    } catch (error) {
      if (!tentarOutra(error)) throw traduzir(error);
    }
  }
  throw new CameraErro('semCamera');
}

/**
 * Opens the preferred camera (spec §9), skipping virtual ones (a desktop's "virtual camera" shows
 * no scene). Rejects with a CameraErro whose message is the spec's text for the case.
 */
export async function abrirCamera(dispositivos: Dispositivos | undefined): Promise<MediaStream> {
  if (!dispositivos?.getUserMedia) throw new CameraErro('semApi');
  const lista = await cameras(dispositivos);
  if (lista?.length === 0) throw new CameraErro('semCamera');
  let ultimoErro: unknown = null;
  for (const video of PREFERENCIAS) {
    let stream: MediaStream;
    try {
      stream = await dispositivos.getUserMedia({ video, audio: false });
    } catch (error) {
      if (!tentarOutra(error)) throw traduzir(error);
      ultimoErro = error;
      continue;
    }
    if (!ehVirtual(stream)) return stream;
    pararStream(stream);
    return abrirCameraReal(dispositivos);
  }
  throw traduzir(ultimoErro);
}

export interface CameraStream {
  stream: MediaStream | null;
  erro: string | null;
  tentarDeNovo: () => void;
}

/**
 * The live camera while the component that uses it is mounted; its tracks are always stopped on
 * unmount, so the phone's camera light goes off. Kept apart from the view so a video recorder can
 * use the same stream.
 */
export function useCameraStream(): CameraStream {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [tentativa, setTentativa] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt reopens the camera.
  useEffect(() => {
    let desmontado = false;
    let aberto: MediaStream | null = null;
    setStream(null);
    setErro(null);
    abrirCamera(globalThis.navigator?.mediaDevices).then(
      (novo) => {
        // The user closed the camera before it opened.
        if (desmontado) {
          pararStream(novo);
          return;
        }
        aberto = novo;
        setStream(novo);
      },
      (error: unknown) => {
        if (desmontado) return;
        console.error('Câmera', error);
        setErro(traduzir(error).message);
      },
    );
    return () => {
      desmontado = true;
      if (aberto) pararStream(aberto);
    };
  }, [tentativa]);

  const tentarDeNovo = useCallback(() => setTentativa((n) => n + 1), []);
  return { stream, erro, tentarDeNovo };
}

/** Spec §9: photos are saved as JPEG. */
const JPEG_QUALIDADE = 0.92;

function fotografar(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const contexto = canvas.getContext('2d');
  if (!contexto) return Promise.resolve(null);
  contexto.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALIDADE));
}

export interface CameraCaptureProps {
  /** A JPEG of the frame shown when 'Capturar' was pressed. */
  onCapture: (foto: Blob) => void;
  /** 'Fechar'; the camera is released when the component unmounts. */
  onClose: () => void;
  /** Asked before each photo; false cancels it (the caller tells the user why). */
  beforeCapture?: () => boolean;
}

/** Live view of the device camera with 'Capturar' and 'Fechar'. */
export function CameraCapture({ onCapture, onClose, beforeCapture }: CameraCaptureProps) {
  const { stream, erro, tentarDeNovo } = useCameraStream();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [pronto, setPronto] = useState(false);
  const [capturando, setCapturando] = useState(false);
  const [erroCaptura, setErroCaptura] = useState<string | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    setPronto(false);
    if (!video || !stream) return;
    video.srcObject = stream;
    // Autoplay may be refused until the user interacts; the tap that opened the camera counts,
    // so a failure here is unexpected and only logged.
    video.play().catch((error: unknown) => console.warn('Câmera: reprodução', error));
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  const capturar = async () => {
    if (beforeCapture && !beforeCapture()) return;
    const video = videoRef.current;
    if (!video) return;
    setCapturando(true);
    setErroCaptura(null);
    try {
      const foto = await fotografar(video);
      if (foto) onCapture(foto);
      else setErroCaptura(CAMERA_MENSAGENS.falha);
    } finally {
      setCapturando(false);
    }
  };

  const mensagem = erro ?? erroCaptura;

  return (
    <Stack gap="sm" className={classes.root}>
      {erro ? (
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
            onPlaying={() => setPronto(true)}
          />
          {!pronto && (
            <div className={classes.loading}>
              <Loader color="gold" aria-label="Abrindo a câmera" />
            </div>
          )}
        </div>
      )}
      {mensagem && (
        <Alert color="red" variant="light" role="alert" title="Câmera">
          {mensagem}
        </Alert>
      )}
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
          Fechar
        </Button>
        {erro ? (
          <Button flex={1} leftSection={<IconRefresh size={18} />} onClick={tentarDeNovo}>
            Tentar novamente
          </Button>
        ) : (
          <Button
            flex={1}
            color="gold.5"
            c="navy.9"
            leftSection={<IconCamera size={20} />}
            disabled={!pronto}
            loading={capturando}
            onClick={() => void capturar()}
          >
            Capturar
          </Button>
        )}
      </Group>
    </Stack>
  );
}
