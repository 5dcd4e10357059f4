import { describe, expect, it } from 'vitest';
import { mensagemCurta } from './log-view';

describe('mensagemCurta', () => {
  it('keeps up to 200 characters and marks the cut', () => {
    expect(mensagemCurta('a'.repeat(200))).toBe('a'.repeat(200));
    expect(mensagemCurta('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
  });
});
