/**
 * The password rule (issue 14; NIST SP 800-63B §5.1.1.2): at least PASSWORD_MIN_LENGTH characters
 * and not among the common or breached, as zxcvbn-ts judges with its common and pt-BR dictionaries,
 * also not built from the user's own matrícula or name. The same code runs on the server (which
 * decides) and in the browser (which explains before sending). The dictionaries weigh about a
 * megabyte, so they are imported only when a password is first checked: never in the login bundle.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MIN_LENGTH } from '../schemas/auth';

/** zxcvbn's "safely unguessable" (more than 10^8 guesses): an online attack cannot reach it. */
export const PASSWORD_MIN_SCORE = 3;

export const SENHA_CURTA = `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`;
const SENHA_FRACA = 'Senha fácil de adivinhar.';

/** Why a password is refused, in Portuguese; null when it is good. */
export type VerificarSenha = (senha: string, doUsuario?: readonly string[]) => string | null;

let carregando: Promise<ZxcvbnFactory> | null = null;

async function carregar(): Promise<ZxcvbnFactory> {
  const [core, common, ptBr] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-pt-br'),
  ]);
  return new core.ZxcvbnFactory({
    translations: {
      ...ptBr.translations,
      // The package's sentence for this one is not good Portuguese.
      warnings: {
        ...ptBr.translations.warnings,
        userInputs: 'A senha não deve conter seus dados pessoais, como o nome ou a matrícula.',
      },
    },
    graphs: common.adjacencyGraphs,
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
  });
}

/** The checker, loaded once (the first call fetches the dictionaries). */
export async function loadVerificadorSenha(): Promise<VerificarSenha> {
  carregando ??= carregar().catch((error: unknown) => {
    carregando = null;
    throw error;
  });
  const zxcvbn = await carregando;
  return (senha, doUsuario = []) => {
    if (senha.length < PASSWORD_MIN_LENGTH) return SENHA_CURTA;
    // The name whole, joined ('mariasouza') and word by word, in lower case as zxcvbn compares.
    const palavras = doUsuario
      .flatMap((texto) => [texto, texto.replace(/\s+/g, ''), ...texto.split(/\s+/)])
      .map((palavra) => palavra.toLowerCase())
      .filter((palavra) => palavra.length >= 3);
    const resultado = zxcvbn.check(senha, palavras);
    if (resultado.score >= PASSWORD_MIN_SCORE) return null;
    const motivo = resultado.feedback.warning ?? SENHA_FRACA;
    const sugestao = resultado.feedback.suggestions[0];
    return sugestao ? `${motivo} ${sugestao}` : motivo;
  };
}
