/**
 * A conflict's resolution (`resolucao`) is its author's word on a conflict, and the history keeps it
 * as 'conflito resolvido' with the value each choice discarded (issue 26). The server records it
 * only where its own history shows that conflict (issue 39): someone else changed the field, and the
 * value said to be discarded is theirs, the one the record holds (keep mine, or a third value), or
 * the author's own while theirs stays (use theirs). Any other claim is refused whole, with nothing
 * applied: an invented discarded value never reaches the history.
 */
import { existe, valorEm } from '../../shared/caso/campos-registro';
import type { VersaoBase } from '../../shared/schemas/versao';
import { AppError } from '../errors';
import { type CampoAlterado, igual, tocam } from './campos';

type Escolha = NonNullable<VersaoBase['resolucao']>[number];

interface Registro {
  /** The record before the write, in the update's shape. */
  atual: unknown;
  /** What the write leaves. */
  final: unknown;
  /** The history's changes of the record by anyone but the author. */
  outros: { campos: CampoAlterado[] }[];
}

/** Why the history shows no such conflict, or null when it does. */
function semConflito(escolha: Escolha, registro: Registro): string | null {
  const { campo, descartado } = escolha;
  if (!existe(registro.atual, campo)) return 'o registro não tem este campo';
  if (!registro.outros.some((h) => h.campos.some((c) => tocam(c.campo, campo)))) {
    return 'nenhuma outra pessoa alterou este campo';
  }
  const guardado = valorEm(registro.atual, campo);
  const fica = valorEm(registro.final, campo);
  if (escolha.escolha === 'outro') {
    if (!igual(fica, guardado)) return 'o valor da outra pessoa não é o que fica';
    return igual(descartado, guardado) ? 'o valor descartado é o mesmo que fica' : null;
  }
  if (!igual(descartado, guardado)) return 'o valor descartado não é o que o registro guarda';
  return igual(fica, guardado) ? 'o campo não muda' : null;
}

/**
 * Checks every choice against the record and its history, then marks each field's history entry
 * with the value discarded (a field kept as the other side left it gets an entry of its own).
 * Throws 422 RESOLUCAO_INVALIDA naming the fields whose claim the history does not bear out.
 */
export function conferirResolucao(
  resolucao: Escolha[],
  registro: Registro & { campos: CampoAlterado[] },
): void {
  const recusas = resolucao.flatMap((escolha) => {
    const motivo = semConflito(escolha, registro);
    return motivo ? [`${escolha.campo}: ${motivo}`] : [];
  });
  if (recusas.length > 0) {
    throw new AppError(
      'RESOLUCAO_INVALIDA',
      `A escolha enviada não corresponde a um conflito deste registro (${recusas.join('; ')}). Abra o registro de novo e refaça a alteração.`,
    );
  }
  for (const escolha of resolucao) {
    const campo = registro.campos.find((c) => c.campo === escolha.campo);
    if (campo) campo.descartado = escolha.descartado;
    else {
      const valor = valorEm(registro.atual, escolha.campo);
      registro.campos.push({
        campo: escolha.campo,
        antes: valor,
        depois: valor,
        descartado: escolha.descartado,
      });
    }
  }
}
