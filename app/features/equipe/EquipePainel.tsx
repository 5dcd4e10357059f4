/**
 * The team of a case on its screen: the 'Adicionar membros' form and the groups with delete (spec
 * §2.3 Team). The report draws the team from the report's model (shared/secoes/equipe.ts).
 */
import { Stack } from '@mantine/core';
import { IconShare, IconUsersGroup } from '@tabler/icons-react';
import { useCargos } from '../../components/cargos/useCargos';
import { ConfirmarExclusao } from '../../components/conflito';
import { CasoBloqueado, EmptyView, Notice, useExclusao } from '../../components/form';
import type { CasoView } from '../casos/caso-view';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import type { EquipeMembroView } from './caso-view';
import { EquipeForm } from './EquipeForm';
import { EquipeGrupos } from './EquipeGrupos';

export const EQUIPE_VAZIA = 'Nenhuma equipe cadastrada!';

export function EquipePainel({ caso }: { caso: CasoView }) {
  const cargos = useCargos();
  const policy = useCasoPolicy(caso);
  // The server says whether this reader changes the team (not one who holds the case by a share).
  const editavel = policy.pode_editar && caso.pode_alterar_equipe !== false;
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
      {policy.pode_editar && !editavel && (
        <Notice color="blue" radius="lg" icon={IconShare} title="Caso recebido por compartilhamento">
          A equipe é alterada por quem criou o caso ou por um membro da equipe.
        </Notice>
      )}
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
