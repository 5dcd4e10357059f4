import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, type MediaDevicesLike, openCamera } from './CameraCapture';

/** A stand-in for the browser's camera API: which cameras exist and what each request meets. */
class Aparelho implements MediaDevicesLike {
  pedidos: MediaStreamConstraints[] = [];
  parados: string[] = [];

  constructor(
    private readonly cameras: { deviceId: string; label: string; traseira?: boolean }[],
    private readonly falhas: Partial<Record<number, string>> = {},
  ) {}

  async enumerateDevices(): Promise<MediaDeviceInfo[]> {
    return [
      { kind: 'audioinput', deviceId: 'mic', label: 'Microfone', groupId: '' },
      ...this.cameras.map((camera) => ({
        kind: 'videoinput',
        deviceId: camera.deviceId,
        label: camera.label,
        groupId: '',
      })),
    ] as MediaDeviceInfo[];
  }

  async getUserMedia(pedido?: MediaStreamConstraints): Promise<MediaStream> {
    this.pedidos.push(pedido ?? {});
    const failure = this.falhas[this.pedidos.length];
    if (failure) throw new DOMException('recusado', failure);
    const video = (pedido?.video ?? {}) as MediaTrackConstraints;
    const exato = (video.deviceId as { exact?: string } | undefined)?.exact;
    const wantsRear = (video.facingMode as { exact?: string } | undefined)?.exact === 'environment';
    const camera = exato
      ? this.cameras.find((c) => c.deviceId === exato)
      : wantsRear
        ? this.cameras.find((c) => c.traseira)
        : this.cameras[0];
    if (!camera) throw new DOMException('sem essa câmera', 'OverconstrainedError');
    const track = { label: camera.label, stop: () => this.parados.push(camera.label) };
    return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  }
}

function rotulo(stream: MediaStream): string | undefined {
  return stream.getVideoTracks()[0]?.label;
}

describe('abrirCamera', () => {
  it('explains when the browser has no camera API (an insecure page)', async () => {
    await expect(openCamera(undefined)).rejects.toThrow(CAMERA_MESSAGES.noApi);
  });

  it('explains when the device has no camera, without asking for one', async () => {
    const aparelho = new Aparelho([]);
    await expect(openCamera(aparelho)).rejects.toThrow(CAMERA_MESSAGES.noCamera);
    expect(aparelho.pedidos).toHaveLength(0);
  });

  it('asks first for the rear camera at 1280x720, without sound', async () => {
    const aparelho = new Aparelho([
      { deviceId: 'f', label: 'Frontal' },
      { deviceId: 't', label: 'Traseira', traseira: true },
    ]);
    expect(rotulo(await openCamera(aparelho))).toBe('Traseira');
    expect(aparelho.pedidos).toEqual([
      {
        video: { facingMode: { exact: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      },
    ]);
  });

  it('then the rear camera as it comes, then any camera (a laptop or the test browser)', async () => {
    const traseira = new Aparelho([{ deviceId: 't', label: 'Traseira', traseira: true }], {
      1: 'OverconstrainedError',
    });
    expect(rotulo(await openCamera(traseira))).toBe('Traseira');
    expect(traseira.pedidos[1]).toEqual({ video: { facingMode: { exact: 'environment' } }, audio: false });

    const notebook = new Aparelho([{ deviceId: 'w', label: 'Webcam' }]);
    expect(rotulo(await openCamera(notebook))).toBe('Webcam');
    expect(notebook.pedidos).toHaveLength(3);
    expect(notebook.pedidos[2]).toEqual({ video: {}, audio: false });
  });

  it('skips a virtual camera for a real one, releasing the virtual one', async () => {
    const aparelho = new Aparelho([
      { deviceId: 'v', label: 'OBS Virtual Camera' },
      { deviceId: 'w', label: 'Webcam HD' },
    ]);
    expect(rotulo(await openCamera(aparelho))).toBe('Webcam HD');
    expect(aparelho.parados).toEqual(['OBS Virtual Camera']);
    expect(aparelho.pedidos.at(-1)).toEqual({ video: { deviceId: { exact: 'w' } }, audio: false });
  });

  it('has no camera to offer when the only one is virtual', async () => {
    const aparelho = new Aparelho([{ deviceId: 'v', label: 'Virtual Cam' }]);
    await expect(openCamera(aparelho)).rejects.toThrow(CAMERA_MESSAGES.noCamera);
    expect(aparelho.parados).toEqual(['Virtual Cam']);
  });

  it('stops at a refused permission with the spec message, and reads a missing device as no camera', async () => {
    const negada = new Aparelho([{ deviceId: 't', label: 'Traseira', traseira: true }], {
      1: 'NotAllowedError',
    });
    await expect(openCamera(negada)).rejects.toThrow(CAMERA_MESSAGES.failure);
    expect(negada.pedidos).toHaveLength(1);

    const sumiu = new Aparelho([{ deviceId: 't', label: 'Traseira', traseira: true }], {
      1: 'NotFoundError',
    });
    await expect(openCamera(sumiu)).rejects.toThrow(CAMERA_MESSAGES.noCamera);
  });

  it('says the camera is not available when every step met it busy', async () => {
    const ocupada = new Aparelho([{ deviceId: 'w', label: 'Webcam' }], {
      1: 'NotReadableError',
      2: 'NotReadableError',
      3: 'NotReadableError',
    });
    await expect(openCamera(ocupada)).rejects.toThrow(
      expect.objectContaining({ message: 'Câmera não disponível.' }),
    );
  });

  it('names what the last real camera said when none of them opened', async () => {
    const aparelho = new Aparelho(
      [
        { deviceId: 'v', label: 'OBS Virtual Camera' },
        { deviceId: 'w', label: 'Webcam HD' },
      ],
      { 4: 'NotReadableError' },
    );
    await expect(openCamera(aparelho)).rejects.toThrow(
      expect.objectContaining({ message: 'Não foi possível acessar nenhuma câmera: recusado' }),
    );
  });
});

describe('the over-constrained fallback', () => {
  it('tells the view when the preferred settings were refused and the defaults opened the camera', async () => {
    const notebook = new Aparelho([{ deviceId: 'w', label: 'Webcam' }]);
    let avisado = 0;
    expect(
      rotulo(
        await openCamera(notebook, () => {
          avisado += 1;
        }),
      ),
    ).toBe('Webcam');
    expect(avisado).toBe(1);
    expect(notebook.pedidos.at(-1)).toEqual({ video: {}, audio: false });
  });

  it('says nothing when the preferred camera opened', async () => {
    let avisado = 0;
    await openCamera(new Aparelho([{ deviceId: 't', label: 'Traseira', traseira: true }]), () => {
      avisado += 1;
    });
    expect(avisado).toBe(0);
  });
});
