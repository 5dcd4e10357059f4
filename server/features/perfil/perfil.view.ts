/** The profile's person: for each field the latest value a case recorded, and where it came from. */
import { pickValues } from '../../../shared/schemas/fields';
import type { Origem, PerfilPessoa } from '../../../shared/schemas/perfil';
import { type Pessoa, pessoaFields } from '../../../shared/schemas/pessoas';

type Campo = keyof typeof pessoaFields;

/** One case's record of the person, as read for the profile. */
export interface RegistroLido {
  caso: Origem['caso'];
  atualizadoEm: Date;
  valores: Record<string, unknown>;
}

/**
 * Each field takes its value from the most recently updated record that has one; a field no
 * record holds keeps the registry's value (recorded before records were per case), without origin.
 */
export function latestKnown(
  registry: Pessoa,
  registros: RegistroLido[],
): Pick<PerfilPessoa, 'pessoa' | 'origens'> {
  const pessoa: Record<string, unknown> = { ...registry };
  const origens: PerfilPessoa['origens'] = {};
  const newestFirst = [...registros].sort((a, b) => b.atualizadoEm.getTime() - a.atualizadoEm.getTime());
  for (const campo of Object.keys(pessoaFields) as Campo[]) {
    const fonte = newestFirst.find((registro) => registro.valores[campo] != null);
    if (!fonte) continue;
    pessoa[campo] = fonte.valores[campo];
    origens[campo] = { caso: fonte.caso, atualizado_em: fonte.atualizadoEm.toISOString() };
  }
  return { pessoa: { id: registry.id, ...pickValues(pessoaFields, pessoa) } as Pessoa, origens };
}
