/**
 * Complementary notes (spec §2.3 Notes, §4 Notes): a new note, typed or dictated, and the history
 * with author and time, newest first. One note at a time is in edit mode, and only its author is
 * offered edit and delete — the server refuses anyone else all the same (NOT_AUTHOR). Every write
 * goes through the outbox, so all of it works without signal.
 */
import { Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconNotes, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { ConfirmarExclusao } from '../../components/conflito';
import { CasoFrame, CasoUnavailable, EmptyView, useExclusao } from '../../components/form';
import { save } from '../../offline/fila/save';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { AnotacaoCard, type SalvarAnotacao } from './AnotacaoCard';
import classes from './Anotacoes.module.css';
import type { AnotacaoView, VideoNotaView } from './caso-view';
import { NovaAnotacao } from './NovaAnotacao';

/** Spec §8 'Case content' has no failure of its own for notes; the means' and places' title. */
const FALHA = 'Falha ao salvar no banco de dados';

/** The way to the video note, which is no tile of the hub, with what it says now. */
function VideoNotaLink({ nota }: { nota: VideoNotaView | null }) {
  return (
    <UnstyledButton component={Link} to={SCREENS.video.path} className={classes.videoLink}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={40} radius="md" color="navy" variant="light" aria-hidden>
          <IconVideo size={22} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={700} size="sm">
            Nota do vídeo
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {nota ? nota.texto : 'Nenhuma video cadastrado!'}
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

export default function AnotacoesScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const [editando, setEditando] = useState<string | null>(null);
  // The dialog opens only from the list, which shows only with a case.
  const casoId = caso?.id ?? '';
  const exclusao = useExclusao({
    pedido: (nota: AnotacaoView) => ({
      id: crypto.randomUUID(),
      op: 'deleteAnotacao',
      input: { params: { casoId, anotacaoId: nota.id } },
      label: 'Apagar anotação',
      casoId,
    }),
    success: 'Anotação deletada com sucesso.',
    failureTitle: FALHA,
    depois: (nota) => setEditando((atual) => (atual === nota.id ? null : atual)),
  });

  if (!caso) {
    return (
      <CasoUnavailable title="Anotações" state={read} noCasoText="Abra um caso para registrar anotações." />
    );
  }

  const escrevivel = policy.pode_editar;

  const salvarEdicao =
    (nota: AnotacaoView): SalvarAnotacao =>
    (corpo) =>
      save(
        {
          id: crypto.randomUUID(),
          op: 'updateAnotacao',
          input: { params: { casoId: caso.id, anotacaoId: nota.id }, body: corpo },
          label: 'Editar anotação',
          casoId: caso.id,
        },
        { success: 'Anotação atualizada.', failureTitle: FALHA },
      );

  return (
    <CasoFrame
      title="Anotações"
      caso={caso}
      subtitle={null}
      count={caso.anotacoes.length}
      offline={read.offline}
      policy={policy}
    >
      <VideoNotaLink nota={caso.video_nota} />
      {escrevivel && <NovaAnotacao casoId={caso.id} />}
      <Title order={2} size="h4" c="var(--rip-heading)">
        Histórico
      </Title>
      {caso.anotacoes.length === 0 ? (
        <EmptyView
          icon={<IconNotes size={34} />}
          title="Nenhuma anotação cadastrada!"
          text={escrevivel ? 'Escreva ou dite a primeira anotação acima.' : undefined}
        />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Histórico">
          {caso.anotacoes.map((nota) => (
            <li key={nota.id}>
              <AnotacaoCard
                nota={nota}
                editavel={escrevivel && nota.pode_editar}
                editando={editando === nota.id}
                bloqueada={editando !== null && editando !== nota.id}
                onEditar={() => setEditando(nota.id)}
                onCancelar={() => setEditando(null)}
                onSalvar={salvarEdicao(nota)}
                onApagar={() => exclusao.pedir(nota)}
              />
            </li>
          ))}
        </Stack>
      )}
      <ConfirmarExclusao exclusao={exclusao} title="Confirma a exclusão da anotação?" confirmLabel="Apagar">
        A anotação sai do histórico do caso. O registro de auditoria guarda o texto apagado.
      </ConfirmarExclusao>
    </CasoFrame>
  );
}
