/**
 * The team of a case: on its screen, the 'Adicionar membros' form and the groups with delete; on
 * the report (`relatorio`), titled 'Equipe', the groups only (spec §2.3 Team).
 */
import { Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog, EmptyView } from '../../components/form';
import { save } from '../../offline/save';
import { CasoBloqueado } from '../casos/CasoBloqueado';
import type { CasoView, EquipeMembroView } from '../casos/caso-view';
import { useCasoPolicy } from '../casos/useCasoPolicy';
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
  const [apagar, setApagar] = useState<EquipeMembroView | null>(null);
  const [apagando, setApagando] = useState(false);
  const policy = useCasoPolicy(caso);
  const editavel = policy.pode_editar;

  const remover = async () => {
    if (!apagar) return;
    setApagando(true);
    await save(
      {
        id: crypto.randomUUID(),
        op: 'deleteEquipeMembro',
        input: { params: { casoId: caso.id, matricula: apagar.matricula } },
        label: `Retirar da equipe: ${apagar.name}`,
        casoId: caso.id,
      },
      { success: `${apagar.name} deletado(a) com sucesso!` },
    );
    setApagando(false);
    setApagar(null);
  };

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
          onDelete={editavel ? setApagar : undefined}
        />
      )}
      <ConfirmDialog
        opened={apagar !== null}
        title={`Deletar ${apagar?.name ?? ''}?`}
        confirmLabel="Deletar"
        confirmIcon={<IconTrash size={18} />}
        danger
        busy={apagando}
        onConfirm={() => void remover()}
        onCancel={() => setApagar(null)}
      >
        {apagar?.usuario
          ? 'Sai da equipe deste caso e, sendo usuário do app, deixa de vê-lo e alterá-lo (a menos que o caso tenha sido compartilhado com ele).'
          : 'Sai da equipe deste caso.'}
      </ConfirmDialog>
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
