/**
 * Vestígios — the case's Mídias tile (spec §2.3 'Vestígios', §4 'Vestígio form'): the list and
 * gallery, 'Adicionar Vestígio' opening the form, Voltar. Offline a vestígio shows at once from the
 * outbox with its files on the device; its upload resumes when the signal returns.
 */
import { Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rotuloVestigio } from '../../../shared/options-caso';
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
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { CustodiaDialog, nomesDasMidias } from './CustodiaDialog';
import type { MidiaView, VestigioView } from './caso-view';
import { ExportarVestigios } from './ExportarVestigios';
import { VestigioCard } from './VestigioCard';
import { VestigioForm } from './VestigioForm';
import classes from './Vestigios.module.css';

/** Spec §8 'Confirmations' and 'Successes'. */
const APAGAR = {
  photo: {
    titulo: 'Apagar imagem?',
    feito: 'Imagem deletada com sucesso.',
    falha: 'Erro ao deletar imagem.',
  },
  video: { titulo: 'Deletar vídeo?', feito: 'Vídeo removido com sucesso.', falha: 'Erro ao deletar vídeo.' },
} as const;

interface MidiaApagar {
  vestigioId: string;
  midia: MidiaView;
}

export default function VestigiosScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const navigate = useNavigate();
  const adicionar = useSubtela('adicionar');
  const [custodia, setCustodia] = useState<string | null>(null);
  // The dialog opens only from the list, which shows only with a case.
  const casoId = caso?.id ?? '';
  const exclusao = useExclusao({
    pedido: ({ vestigioId, midia }: MidiaApagar) => ({
      id: crypto.randomUUID(),
      op: 'deleteVestigioMidia',
      input: { params: { casoId, vestigioId, mediaId: midia.id } },
      label: midia.kind === 'video' ? 'Apagar vídeo do vestígio' : 'Apagar imagem do vestígio',
      casoId,
    }),
    // A file is never changed, only added or deleted: there is no version to name.
    versao: () => undefined,
    success: ({ midia }) => APAGAR[midia.kind].feito,
    failureTitle: ({ midia }) => APAGAR[midia.kind].falha,
  });
  const apagar = exclusao.alvo;
  // Read while online, so the city autocomplete works at a scene without signal.
  useMunicipios();

  if (!caso) {
    return (
      <CasoUnavailable
        title="Vestígios"
        state={read}
        noCasoText="Abra um caso para registrar os vestígios."
      />
    );
  }

  const editavel = policy.pode_editar;

  if (adicionar.aberta && editavel) {
    return (
      <CasoFrame title="Novo vestígio" caso={caso} back={adicionar.fechar}>
        <VestigioForm
          casoId={caso.id}
          localDoCrime={caso.geolocalizacao_caso[0]}
          onSaved={(sent) => {
            // Saved on the device only: back to the case, in place of the form's history step.
            if (sent) adicionar.fechar();
            else navigate(SCREENS.Caso.path, { replace: true });
          }}
        />
      </CasoFrame>
    );
  }

  return (
    <CasoFrame
      title="Vestígios"
      caso={caso}
      subtitle={null}
      count={caso.vestigios.length}
      offline={read.offline}
      policy={policy}
      action={editavel && <AddButton label="Adicionar Vestígio" onClick={() => adicionar.abrir()} />}
    >
      {caso.vestigios.length === 0 ? (
        <EmptyView
          icon={<IconPhoto size={34} />}
          title="Sem mídia registrada."
          text="Caso não contém vestígios"
        >
          {editavel && (
            <Text c="dimmed" size="sm">
              Toque em Adicionar Vestígio para fotografar ou filmar.
            </Text>
          )}
        </EmptyView>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Vestígios">
          {caso.vestigios.map((vestigio) => (
            <li key={vestigio.id}>
              <VestigioCard
                vestigio={vestigio}
                onDelete={
                  editavel && !vestigio.offline
                    ? (midia) => exclusao.pedir({ vestigioId: vestigio.id, midia })
                    : undefined
                }
                onCustodia={() => setCustodia(vestigio.id)}
              />
            </li>
          ))}
        </Stack>
      )}
      {policy.pode_exportar && <ExportarVestigios caso={caso} />}
      <ConfirmarExclusao
        exclusao={exclusao}
        title={apagar ? APAGAR[apagar.midia.kind].titulo : ''}
        confirmLabel="Apagar"
      >
        <Stack gap={6}>
          <Text c="dimmed" size="sm">
            Você não poderá reverter esta ação!
          </Text>
          {apagar && (
            <MidiaApagada
              vestigio={caso.vestigios.find((v) => v.id === apagar.vestigioId)}
              midia={apagar.midia}
            />
          )}
        </Stack>
      </ConfirmarExclusao>
      <CustodiaDialog
        casoId={caso.id}
        vestigio={caso.vestigios.find((v) => v.id === custodia) ?? null}
        onClose={() => setCustodia(null)}
      />
    </CasoFrame>
  );
}

/** Which file the question is about, as the gallery and the custody log name it, with its hash. */
function MidiaApagada({ vestigio, midia }: { vestigio: VestigioView | undefined; midia: MidiaView }) {
  const nome = vestigio ? nomesDasMidias(vestigio).get(midia.id) : null;
  return (
    <>
      <Text size="sm" fw={600}>
        {[nome, vestigio && rotuloVestigio(vestigio.tipo)].filter(Boolean).join(' · ')}
      </Text>
      <Text size="xs" ff="monospace" className={classes.hash}>
        SHA-256 {midia.sha256}
      </Text>
      <Text size="xs" c="dimmed">
        A exclusão fica registrada na cadeia de custódia.
      </Text>
    </>
  );
}
