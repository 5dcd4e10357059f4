import { describe, expect, it } from 'vitest';
import { clipContentType, counterColor, recorderMimeType, remainingSeconds } from './useVideoRecorder';

describe('the recording counter', () => {
  it('counts down from 10 s and turns yellow at 3 s left and red at 1 s left', () => {
    expect(remainingSeconds(0)).toBe(10);
    expect(remainingSeconds(6_500)).toBe(4);
    expect(counterColor(10)).toBe('white');
    expect(counterColor(4)).toBe('white');
    expect(counterColor(3)).toBe('yellow');
    expect(counterColor(2)).toBe('yellow');
    expect(counterColor(1)).toBe('red');
    expect(counterColor(0)).toBe('red');
    expect(remainingSeconds(12_000)).toBe(0);
  });
});

describe('the clip format', () => {
  it('asks for WebM where it records, MP4 on Safari', () => {
    expect(recorderMimeType(() => true)).toBe('video/webm;codecs=vp8');
    expect(recorderMimeType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(recorderMimeType(() => false)).toBe('');
  });

  it('keeps the content type without its codecs, and only one the server accepts', () => {
    expect(clipContentType('video/webm;codecs=vp8,opus')).toBe('video/webm');
    expect(clipContentType('video/mp4')).toBe('video/mp4');
    expect(clipContentType('video/x-matroska')).toBeNull();
  });
});
