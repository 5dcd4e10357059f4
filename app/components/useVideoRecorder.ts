/**
 * Filming a clip from the live camera with MediaRecorder: at most 10 s (spec §9), stopping by itself
 * or on 'Parar'. The clip's bytes are what the recorder made, never re-encoded (they are evidence).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { VIDEO_CONTENT_TYPES } from '../../shared/schemas/vestigios';
import { CAMERA_MESSAGES } from './camera-open';

/** Spec §9: a clip is at most 10 s. */
export const VIDEO_MAX_MS = 10_000;

export type CounterColor = 'white' | 'yellow' | 'red';

/** Spec §9: yellow at 3 s or less left, red at 1 s or less. */
export function counterColor(remainingSeconds: number): CounterColor {
  if (remainingSeconds <= 1) return 'red';
  if (remainingSeconds <= 3) return 'yellow';
  return 'white';
}

/** Whole seconds left, as the counter shows them (10 when filming starts). */
export function remainingSeconds(elapsedMs: number, maxMs = VIDEO_MAX_MS): number {
  return Math.max(0, Math.ceil((maxMs - elapsedMs) / 1000));
}

/** The recorder's formats the server accepts, best first (Chromium and Firefox make WebM; Safari MP4). */
const CANDIDATES = ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'];

/** The recorder's format for this browser, or '' to let it choose. */
export function recorderMimeType(isSupported: (type: string) => boolean): string {
  return CANDIDATES.find((type) => isSupported(type)) ?? '';
}

/** The content type kept with the clip: the recorder's, without its codecs, if the server accepts it. */
export function clipContentType(recorded: string): (typeof VIDEO_CONTENT_TYPES)[number] | null {
  const base = recorded.split(';')[0]?.trim().toLowerCase() ?? '';
  return (VIDEO_CONTENT_TYPES as readonly string[]).includes(base)
    ? (base as (typeof VIDEO_CONTENT_TYPES)[number])
    : null;
}

export interface Clip {
  blob: Blob;
  contentType: (typeof VIDEO_CONTENT_TYPES)[number];
  durationMs: number;
}

export interface VideoRecorder {
  recording: boolean;
  /** Whole seconds left while filming. */
  remaining: number;
  error: string | null;
  start: () => void;
  stop: () => void;
}

export function useVideoRecorder(stream: MediaStream | null, onClip: (clip: Clip) => void): VideoRecorder {
  const [recording, setRecording] = useState(false);
  const [remaining, setRemaining] = useState(VIDEO_MAX_MS / 1000);
  const [error, setError] = useState<string | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const onClipRef = useRef(onClip);
  onClipRef.current = onClip;

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(() => {
    if (!stream || recorderRef.current) return;
    setError(null);
    let recorder: MediaRecorder;
    try {
      const mimeType = recorderMimeType((type) => MediaRecorder.isTypeSupported(type));
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (cause) {
      console.error('Gravação de vídeo', cause);
      setError(CAMERA_MESSAGES.video);
      return;
    }
    const chunks: Blob[] = [];
    const startedAt = performance.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = (event) => {
      console.error('Gravação de vídeo', event);
      setError(CAMERA_MESSAGES.video);
    };
    recorder.onstop = () => {
      clearInterval(timerRef.current);
      recorderRef.current = null;
      setRecording(false);
      setRemaining(VIDEO_MAX_MS / 1000);
      const durationMs = Math.min(VIDEO_MAX_MS, Math.round(performance.now() - startedAt));
      const contentType = clipContentType(recorder.mimeType || chunks[0]?.type || '');
      if (chunks.length === 0 || !contentType) {
        setError(CAMERA_MESSAGES.video);
        return;
      }
      onClipRef.current({ blob: new Blob(chunks, { type: contentType }), contentType, durationMs });
    };
    recorderRef.current = recorder;
    recorder.start(1000);
    setRecording(true);
    setRemaining(VIDEO_MAX_MS / 1000);
    timerRef.current = setInterval(() => {
      const elapsed = performance.now() - startedAt;
      setRemaining(remainingSeconds(elapsed));
      if (elapsed >= VIDEO_MAX_MS) stop();
    }, 200);
  }, [stream, stop]);

  // Leaving the camera while filming drops the clip rather than recording on in the background.
  useEffect(
    () => () => {
      clearInterval(timerRef.current);
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.onstop = null;
        recorder.stop();
      }
      recorderRef.current = null;
    },
    [],
  );

  return { recording, remaining, error, start, stop };
}
