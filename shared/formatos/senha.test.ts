import { describe, expect, it } from 'vitest';
import { loadVerificadorSenha, SENHA_CURTA } from './senha';

describe('the password rule', () => {
  it('refuses short, common and own-data passwords with the reason in Portuguese, and takes a strong one', async () => {
    const verificar = await loadVerificadorSenha();
    expect(verificar('Ab1-xyz')).toBe(SENHA_CURTA);
    expect(verificar('password123')).toMatch(/^Esta é uma senha/);
    expect(verificar('12345678')).not.toBeNull();
    expect(verificar('flamengo1')).not.toBeNull();
    expect(verificar('1000123abc', ['1000123', 'Maria Souza'])).not.toBeNull();
    expect(verificar('mariasouza1', ['1000123', 'Maria Souza'])).toMatch(
      /^A senha não deve conter seus dados pessoais/,
    );
    expect(verificar('Fortaleza-Verde-77', ['1000123', 'Maria Souza'])).toBeNull();
  });
});
