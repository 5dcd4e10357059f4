/**
 * The scene's location and the security cameras (spec §2.3, §4 'Location', 'Security camera add'):
 * the saved spots, the device search or the entry by hand, the form, and the delete. Offline the
 * save waits on the device and the officer goes back to the case (§4).
 */
import { Button, Stack } from '@mantine/core';
import { IconCamera, IconCurrentLocation, IconEdit, IconMapPin } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { ConfirmarExclusao } from '../../components/conflito';
import {
  AddButton,
  CasoFrame,
  CasoUnavailable,
  EmptyView,
  useExclusao,
  useMunicipios,
  useSubtela,
} from '../../components/form';
import { useBuscaPosicao } from '../../components/geo/BuscaPosicao';
import type { Leitura } from '../../lib/geolocalizacao';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { LocalCard, type LocalizacaoView } from './LocalCard';
import { LocalizacaoForm, type TipoLocalizacao } from './LocalizacaoForm';

const TEXTOS = {
  local: {
    titulo: 'Local do Crime',
    novo: 'Novo local do crime',
    item: 'Local do crime',
    vazio: 'Nenhuma informação disponível sobre o local do crime.',
    confirmar: 'Apagar local do crime?',
    confirmarTexto: 'O endereço, a posição, as condições do local e a imagem do mapa serão apagados.',
    apagado: 'Local deletado com sucesso',
    semCaso: 'Abra um caso para registrar o local do crime.',
  },
  camera: {
    titulo: 'Câmeras de Segurança',
    novo: 'Nova câmera',
    item: 'Câmera',
    vazio: 'Nenhuma câmera cadastrada.',
    confirmar: 'Quer mesmo excluir esta câmera?',
    confirmarTexto: 'O endereço, a posição e a imagem do mapa desta câmera serão apagados.',
    apagado: 'Câmera deletada com sucesso.',
    semCaso: 'Abra um caso para registrar as câmeras de segurança.',
  },
} as const;

export function LocalizacoesScreen({ tipo }: { tipo: TipoLocalizacao }) {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const textos = TEXTOS[tipo];
  const navigate = useNavigate();
  const adicionar = useSubtela<Leitura>('adicionar');
  // The dialog opens only from the list, which shows only with a case.
  const casoId = caso?.id ?? '';
  const exclusao = useExclusao({
    pedido: (item: LocalizacaoView) => {
      const request =
        tipo === 'local'
          ? ({ op: 'deleteLocalCrime', input: { params: { casoId, localId: item.id } } } as const)
          : ({ op: 'deleteCamera', input: { params: { casoId, cameraId: item.id } } } as const);
      return { id: crypto.randomUUID(), ...request, label: `Apagar ${textos.item.toLowerCase()}`, casoId };
    },
    success: textos.apagado,
  });
  const busca = useBuscaPosicao({
    onPosicao: (leitura) => adicionar.abrir(leitura),
    onManual: () => adicionar.abrir(),
  });
  // Read while online, so the city autocomplete works at a scene without signal.
  useMunicipios();

  if (!caso) return <CasoUnavailable title={textos.titulo} state={read} noCasoText={textos.semCaso} />;

  const editavel = policy.pode_editar;
  const lista: LocalizacaoView[] = tipo === 'local' ? caso.geolocalizacao_caso : caso.geolocalizacao_camera;

  if (adicionar.aberta && editavel) {
    return (
      <CasoFrame title={textos.novo} caso={caso} back={adicionar.fechar}>
        <LocalizacaoForm
          tipo={tipo}
          casoId={caso.id}
          leitura={adicionar.dados}
          onSaved={(sent) => {
            // Saved on the device only: back to the case, in place of the form's history step.
            if (sent) adicionar.fechar();
            else navigate(SCREENS.Caso.path, { replace: true });
          }}
        />
      </CasoFrame>
    );
  }

  const buscar = (
    <Button fullWidth leftSection={<IconCurrentLocation size={20} />} onClick={busca.buscar}>
      Buscar Geolocalização
    </Button>
  );
  const manual = (
    <Button
      size="lg"
      variant="default"
      leftSection={<IconEdit size={22} />}
      onClick={() => adicionar.abrir()}
    >
      Inserir Manualmente
    </Button>
  );
  // One scene per case: its buttons show only while none is saved.
  const podeAdicionar = editavel && (tipo === 'camera' || lista.length === 0);

  return (
    <CasoFrame
      title={textos.titulo}
      caso={caso}
      subtitle={null}
      count={lista.length}
      offline={read.offline}
      policy={policy}
      action={
        tipo === 'camera' &&
        podeAdicionar && <AddButton label="Adicionar nova câmera" onClick={busca.buscar} />
      }
    >
      {lista.length === 0 && (
        <EmptyView
          icon={tipo === 'local' ? <IconMapPin size={34} /> : <IconCamera size={34} />}
          title={textos.vazio}
          text={
            editavel && tipo === 'camera'
              ? 'Toque em Adicionar nova câmera, no local onde ela está.'
              : undefined
          }
        />
      )}
      {podeAdicionar && tipo === 'local' && (
        <Stack gap="sm">
          {buscar}
          {manual}
        </Stack>
      )}
      {lista.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={textos.titulo}>
          {lista.map((item, index) => (
            <li key={item.id}>
              <LocalCard
                local={item}
                titulo={tipo === 'local' ? textos.item : `${textos.item} ${index + 1}`}
                onDelete={editavel ? () => exclusao.pedir(item) : undefined}
                preencher={editavel ? { casoId: caso.id, tipo } : undefined}
              />
            </li>
          ))}
        </Stack>
      )}
      {busca.ui}
      <ConfirmarExclusao exclusao={exclusao} title={textos.confirmar} confirmLabel="Apagar">
        {textos.confirmarTexto}
      </ConfirmarExclusao>
    </CasoFrame>
  );
}
