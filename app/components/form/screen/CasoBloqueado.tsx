import { IconEye, IconLock } from '@tabler/icons-react';
import { horasDaJanela } from '../../../../shared/caso/caso-policy';
import type { Caso, CasoPolicy } from '../../../../shared/schemas/casos';
import { Notice } from '../notices/Notice';

type Janela = Pick<Caso, 'created_at' | 'editavel_ate'>;

const AVISOS = {
  SOMENTE_LEITURA: {
    color: 'yellow',
    Icon: IconEye,
    title: 'Acesso somente leitura',
    texto: () => 'Você abriu este caso por justificativa: pode consultá-lo, mas não alterá-lo.',
  },
  PRAZO_ENCERRADO: {
    color: 'gray',
    Icon: IconLock,
    title: 'Prazo de edição encerrado',
    texto: (caso: Janela) =>
      `Passadas ${horasDaJanela(caso)} horas do registro, este caso não pode mais ser alterado.`,
  },
} as const;

/** Why the case's forms are not offered: the same words on the hub and on every case screen. */
export function CasoBloqueado({ caso, policy }: { caso: Janela; policy: CasoPolicy }) {
  if (policy.motivo === null) return null;
  const { color, Icon, title, texto } = AVISOS[policy.motivo];
  return (
    <Notice color={color} radius="lg" icon={Icon} title={title}>
      {texto(caso)}
    </Notice>
  );
}
