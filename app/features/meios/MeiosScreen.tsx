/**
 * The means of the crime (spec §2.3 Means, §4 Means screen): the list or 'Nenhum meio cadastrado!',
 * 'Adicionar Meios' to the form 'Adicionar novo meio' and back to the list once saved, and the
 * delete after 'Confirma a exclusão de meios ?'. Offline the save waits on the device and shows at once.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { IconPlus, IconTool, IconWifiOff } from '@tabler/icons-react';
import { SCREENS } from '../../../shared/routes';
import { ConfirmarExclusao } from '../../components/conflito';
import { CasoUnavailable, EmptyView, ScreenHeader, useExclusao, useSubtela } from '../../components/form';
import { CasoBloqueado } from '../casos/CasoBloqueado';
import type { MeioView } from '../casos/caso-view';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { instrumentoDe, MeioCard } from './MeioCard';
import { MeioForm } from './MeioForm';

const TITULO = 'Meios';

export default function MeiosScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const adicionar = useSubtela('adicionar');
  // The dialog opens only from the list, which shows only with a case.
  const casoId = caso?.id ?? '';
  const exclusao = useExclusao({
    pedido: (meio: MeioView) => ({
      id: crypto.randomUUID(),
      op: 'deleteMeio',
      input: { params: { casoId, meioId: meio.id } },
      label: 'Apagar meio',
      casoId,
    }),
    success: 'Meio deletado com sucesso!',
  });

  if (!caso) {
    return (
      <Stack gap="md">
        <ScreenHeader title={TITULO} back={SCREENS.Caso.path} />
        <CasoUnavailable state={read} noCasoText="Abra um caso para registrar os meios do crime." />
      </Stack>
    );
  }

  const editavel = policy.pode_editar;
  if (adicionar.aberta && editavel) {
    return (
      <Stack gap="md">
        <ScreenHeader title="Adicionar novo meio" subtitle={caso.name} back={adicionar.fechar} />
        <MeioForm casoId={caso.id} onSaved={adicionar.fechar} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ScreenHeader
        title={TITULO}
        count={caso.meios.length}
        back={SCREENS.Caso.path}
        action={
          editavel && (
            <Button
              onClick={() => adicionar.abrir()}
              leftSection={<IconPlus size={20} />}
              color="gold.5"
              c="navy.9"
            >
              Adicionar Meios
            </Button>
          )
        }
      />
      {read.offline && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
          Sem conexão com a Internet: mostrando os dados salvos neste aparelho.
        </Alert>
      )}
      <CasoBloqueado caso={caso} policy={policy} />
      {caso.meios.length === 0 ? (
        <EmptyView
          icon={<IconTool size={34} />}
          title="Nenhum meio cadastrado!"
          text={
            editavel
              ? 'Registre o instrumento do crime, o transporte do suspeito e as rotas de chegada e de fuga.'
              : undefined
          }
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Meios do caso">
          {caso.meios.map((meio, index) => (
            <li key={meio.id}>
              <MeioCard
                meio={meio}
                rotulo={`Meio ${index + 1}`}
                onDelete={editavel ? () => exclusao.pedir(meio) : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
      <ConfirmarExclusao exclusao={exclusao} title="Confirma a exclusão de meios ?" confirmLabel="Apagar">
        {exclusao.alvo ? `${instrumentoDe(exclusao.alvo)} deixará de constar neste caso.` : ''}
      </ConfirmarExclusao>
    </Stack>
  );
}
