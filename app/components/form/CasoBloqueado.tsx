import { Alert } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { horasDaJanela } from '../../../shared/caso-policy';
import type { Caso, CasoPolicy } from '../../../shared/schemas/casos';

/** Why the case's forms are not offered: the same words on the hub and on every case screen. */
export function CasoBloqueado({
  caso,
  policy,
}: {
  caso: Pick<Caso, 'created_at' | 'editavel_ate'>;
  policy: CasoPolicy;
}) {
  switch (policy.motivo) {
    case 'SOMENTE_LEITURA':
      return (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconEye size={20} />}
          title="Acesso somente leitura"
        >
          Você abriu este caso por justificativa: pode consultá-lo, mas não alterá-lo.
        </Alert>
      );
    case 'PRAZO_ENCERRADO':
      return (
        <Alert
          color="gray"
          variant="light"
          radius="lg"
          icon={<IconLock size={20} />}
          title="Prazo de edição encerrado"
        >
          {`Passadas ${horasDaJanela(caso)} horas do registro, este caso não pode mais ser alterado.`}
        </Alert>
      );
    case null:
      return null;
  }
}
