/**
 * The means of the crime (spec §2.3 Means, §4 Means screen): the list or 'Nenhum meio cadastrado!',
 * 'Adicionar Meios' to the form 'Adicionar novo meio' and back to the list once saved, and the
 * delete after 'Confirma a exclusão de meios ?'. Offline the save waits on the device and shows at once.
 */
import { Stack } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { ConfirmarExclusao } from '../../components/conflito';
import {
  AddButton,
  CasoFrame,
  CasoUnavailable,
  EmptyView,
  useExclusao,
  useSubtela,
} from '../../components/form';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import type { MeioView } from './caso-view';
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
      <CasoUnavailable
        title={TITULO}
        state={read}
        noCasoText="Abra um caso para registrar os meios do crime."
      />
    );
  }

  const editavel = policy.pode_editar;
  if (adicionar.aberta && editavel) {
    return (
      <CasoFrame title="Adicionar novo meio" caso={caso} back={adicionar.fechar}>
        <MeioForm casoId={caso.id} onSaved={adicionar.fechar} />
      </CasoFrame>
    );
  }

  return (
    <CasoFrame
      title={TITULO}
      caso={caso}
      subtitle={null}
      count={caso.meios.length}
      offline={read.offline}
      policy={policy}
      action={editavel && <AddButton label="Adicionar Meios" onClick={() => adicionar.abrir()} />}
    >
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
    </CasoFrame>
  );
}
