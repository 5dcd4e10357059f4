/**
 * The team of a case: on its screen, the 'Adicionar membros' form and the groups with delete; on
 * the report (`relatorio`), titled 'Equipe', the groups only (spec §2.3 Team).
 */
import { Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { ConfirmarExclusao } from '../../components/conflito';
import { CasoBloqueado, EmptyView, useExclusao } from '../../components/form';
import type { CasoView } from '../casos/caso-view';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import type { EquipeMembroView } from './caso-view';
import { EquipeForm } from './EquipeForm';
import { EquipeGrupos } from './EquipeGrupos';
import { useCargos } from './useCargos';

export const EQUIPE_VAZIA = 'Nenhuma equipe cadastrada!';

interface EquipePainelProps {
  caso: CasoView;
  /** The report's read-only section: no form, no delete, titled 'Equipe'. */
  relatorio?: boolean;
}

function EquipeEditavel({ caso }: { caso: CasoView }) {
  const cargos = useCargos();
  const policy = useCasoPolicy(caso);
  const editavel = policy.pode_editar;
  const exclusao = useExclusao({
    pedido: (membro: EquipeMembroView) => ({
      id: crypto.randomUUID(),
      op: 'deleteEquipeMembro',
      input: { params: { casoId: caso.id, matricula: membro.matricula } },
      label: `Retirar da equipe: ${membro.name}`,
      casoId: caso.id,
    }),
    success: (membro) => `${membro.name} deletado(a) com sucesso!`,
  });
  const apagar = exclusao.alvo;

  return (
    <Stack gap="md">
      <CasoBloqueado caso={caso} policy={policy} />
      {editavel && <EquipeForm casoId={caso.id} equipe={caso.equipe} cargos={cargos} />}
      {caso.equipe.length === 0 ? (
        <EmptyView icon={<IconUsersGroup size={34} />} title={EQUIPE_VAZIA} />
      ) : (
        <EquipeGrupos
          equipe={caso.equipe}
          delegado={caso.delegado}
          nivel={2}
          onDelete={editavel ? exclusao.pedir : undefined}
        />
      )}
      <ConfirmarExclusao exclusao={exclusao} title={`Deletar ${apagar?.name ?? ''}?`} confirmLabel="Deletar">
        {apagar?.usuario
          ? 'Sai da equipe deste caso e, sendo usuário do app, deixa de vê-lo e alterá-lo (a menos que o caso tenha sido compartilhado com ele).'
          : 'Sai da equipe deste caso.'}
      </ConfirmarExclusao>
    </Stack>
  );
}

export function EquipePainel({ caso, relatorio = false }: EquipePainelProps) {
  if (!relatorio) return <EquipeEditavel caso={caso} />;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" c="var(--rip-heading)">
        Equipe
      </Title>
      {caso.equipe.length === 0 ? (
        <Text c="dimmed">{EQUIPE_VAZIA}</Text>
      ) : (
        <EquipeGrupos equipe={caso.equipe} delegado={caso.delegado} nivel={3} />
      )}
    </Stack>
  );
}
