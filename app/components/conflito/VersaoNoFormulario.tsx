import { AvisoVersaoNova } from './AvisoVersaoNova';
import { ConflitoNoFormulario } from './ConflitoNoFormulario';
import type { EdicaoVersionada } from './useEdicaoVersionada';

/**
 * Inside a form (under its FormProvider): the conflict to resolve, or else the warning that the
 * record changed since the form opened (`atual`: its version as the case is read now).
 */
export function VersaoNoFormulario({
  edicao,
  atual,
}: {
  edicao: Pick<EdicaoVersionada<unknown>, 'kit' | 'versao'>;
  atual: number | undefined;
}) {
  if (edicao.kit.conflito) return <ConflitoNoFormulario kit={edicao.kit} />;
  return <AvisoVersaoNova aberta={edicao.versao} atual={atual} />;
}
