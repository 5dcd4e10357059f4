/**
 * The vehicles of the case (issue 42): the list or 'Nenhum veículo cadastrado!', 'Adicionar
 * veículo' to the form and back once saved, each vehicle edited or deleted with its version.
 * Offline the save waits on the device and shows at once.
 */
import { Stack } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { placaImpressa } from '../../../shared/schemas/veiculos';
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
import type { VeiculoView } from './caso-view';
import { VeiculoCard } from './VeiculoCard';
import { VeiculoForm } from './VeiculoForm';

const TITULO = 'Veículos';

export default function VeiculosScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const adicionar = useSubtela('adicionar');
  const editar = useSubtela<string>('editar');
  const casoId = caso?.id ?? '';
  const exclusao = useExclusao({
    pedido: (veiculo: VeiculoView) => ({
      id: crypto.randomUUID(),
      op: 'deleteVeiculo',
      input: { params: { casoId, veiculoId: veiculo.id } },
      label: 'Apagar veículo',
      casoId,
    }),
    success: 'Veículo deletado com sucesso!',
  });

  if (!caso) {
    return (
      <CasoUnavailable title={TITULO} state={read} noCasoText="Abra um caso para registrar os veículos." />
    );
  }

  const editavel = policy.pode_editar;
  const editado = editar.dados ? caso.veiculos.find((v) => v.id === editar.dados) : undefined;
  if (editavel && (adicionar.aberta || editado)) {
    const fechar = editado ? editar.fechar : adicionar.fechar;
    return (
      <CasoFrame title={editado ? 'Editar veículo' : 'Adicionar veículo'} caso={caso} back={fechar}>
        <VeiculoForm caso={caso} veiculo={editado ?? null} onSaved={fechar} />
      </CasoFrame>
    );
  }

  return (
    <CasoFrame
      title={TITULO}
      caso={caso}
      subtitle={null}
      count={caso.veiculos.length}
      offline={read.offline}
      policy={policy}
      action={editavel && <AddButton label="Adicionar veículo" onClick={() => adicionar.abrir()} />}
    >
      {caso.veiculos.length === 0 ? (
        <EmptyView
          icon={<IconCar size={34} />}
          title="Nenhum veículo cadastrado!"
          text={editavel ? 'Registre a placa e o que se sabe de cada veículo ligado ao caso.' : undefined}
        />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Veículos do caso"
        >
          {caso.veiculos.map((veiculo, index) => (
            <li key={veiculo.id}>
              <VeiculoCard
                caso={caso}
                veiculo={veiculo}
                rotulo={`Veículo ${index + 1}`}
                onEdit={editavel ? () => editar.abrir(veiculo.id) : undefined}
                onDelete={editavel ? () => exclusao.pedir(veiculo) : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
      <ConfirmarExclusao exclusao={exclusao} title="Apagar este veículo?" confirmLabel="Apagar">
        {exclusao.alvo
          ? `${exclusao.alvo.placa ? placaImpressa(exclusao.alvo.placa) : 'O veículo'} deixará de constar neste caso.`
          : ''}
      </ConfirmarExclusao>
    </CasoFrame>
  );
}
