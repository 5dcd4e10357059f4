/**
 * A picked video's duration, read on the device like a captured one's (issue 11: the capture
 * record). The browser reads it from the file's metadata; a recorder's WebM often has none
 * (duration Infinity), and seeking far past the end makes the browser find the real one.
 */

const DURACAO_TIMEOUT_MS = 8_000;

/** Milliseconds, or null when the browser cannot tell (an undecodable file, a timeout). */
export function duracaoDoVideo(video: Blob): Promise<number | null> {
  const url = URL.createObjectURL(video);
  const element = document.createElement('video');
  element.muted = true;
  element.preload = 'metadata';
  return new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), DURACAO_TIMEOUT_MS);
    const done = (segundos: number | null) => {
      clearTimeout(timer);
      resolve(
        segundos !== null && Number.isFinite(segundos) && segundos >= 0 ? Math.round(segundos * 1000) : null,
      );
    };
    element.onerror = () => done(null);
    element.onloadedmetadata = () => {
      if (Number.isFinite(element.duration)) {
        done(element.duration);
        return;
      }
      element.ondurationchange = () => {
        if (Number.isFinite(element.duration)) done(element.duration);
      };
      element.currentTime = Number.MAX_SAFE_INTEGER;
    };
    element.src = url;
  }).finally(() => {
    element.removeAttribute('src');
    element.load();
    URL.revokeObjectURL(url);
  });
}
