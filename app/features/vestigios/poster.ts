/**
 * A video's poster frame: a JPEG of an early frame, drawn from a <video> into a canvas. A derived
 * copy for the gallery, never the evidence (the clip's own bytes are uploaded untouched).
 */

/** The poster is a thumbnail: at most this wide or tall, which keeps it far under the 2 MB limit. */
export const POSTER_MAX_SIDE = 640;
const POSTER_QUALITY = 0.8;
/** A frame a little in, past the black first frame some phones record. */
const POSTER_AT_S = 0.3;
const POSTER_TIMEOUT_MS = 8_000;

/** The poster's size: the frame's proportions kept, its longer side at most `max`. */
export function posterSize(
  width: number,
  height: number,
  max = POSTER_MAX_SIDE,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Resolves null when the browser cannot decode the clip in time; the video is kept without one. */
export function posterFrame(video: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(video);
  const element = document.createElement('video');
  element.muted = true;
  element.playsInline = true;
  element.preload = 'auto';
  return new Promise<Blob | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), POSTER_TIMEOUT_MS);
    const done = (blob: Blob | null) => {
      clearTimeout(timer);
      resolve(blob);
    };
    element.onerror = () => done(null);
    element.onloadeddata = () => {
      // A recorder's WebM may not know its duration; seeking a little in still lands on a frame.
      element.currentTime = Number.isFinite(element.duration)
        ? Math.min(POSTER_AT_S, element.duration / 2)
        : POSTER_AT_S;
    };
    element.onseeked = () => {
      const { width, height } = posterSize(element.videoWidth, element.videoHeight);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context || width === 0) {
        done(null);
        return;
      }
      context.drawImage(element, 0, 0, width, height);
      canvas.toBlob(done, 'image/jpeg', POSTER_QUALITY);
    };
    element.src = url;
  }).finally(() => {
    element.removeAttribute('src');
    URL.revokeObjectURL(url);
  });
}
