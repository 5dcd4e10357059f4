import { describe, expect, it } from 'vitest';
import {
  clearUploadProgress,
  overallProgress,
  reportUploadProgress,
  uploadProgressOf,
} from './upload-progress';

describe('upload progress', () => {
  it('keeps each file of an operation, weights the whole by size, and goes when the operation is sent', () => {
    reportUploadProgress('op', 'video', 40, 80);
    reportUploadProgress('op', 'foto', 20, 20);
    const progress = uploadProgressOf('op');
    expect(progress.get('video')).toBe(0.5);
    expect(progress.get('foto')).toBe(1);
    expect(
      overallProgress(
        progress,
        new Map([
          ['video', 80],
          ['foto', 20],
        ]),
      ),
    ).toBeCloseTo(0.6);
    clearUploadProgress('op');
    expect(uploadProgressOf('op').size).toBe(0);
  });

  it('reads a file not started as nothing sent', () => {
    expect(overallProgress(new Map(), new Map([['a', 10]]))).toBe(0);
    expect(overallProgress(new Map(), new Map())).toBe(0);
  });
});
