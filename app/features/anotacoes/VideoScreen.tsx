/**
 * The case's video note (spec §2.3 Video note): the note sent, or 'Nenhuma video cadastrado!', and a
 * text area with its send button. One note per case: sending another replaces it, and the log keeps
 * the text replaced. The route needs only a login (§2.1); writing still takes a member of the case.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSend, IconVideo } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SCREENS } from '../../../shared/routes';
import { videoNotaRequest } from '../../../shared/schemas/anotacoes';
import { useEdicaoVersionada } from '../../components/conflito/useEdicaoVersionada';
import { useRascunhoDaEdicao } from '../../components/conflito/useRascunhoDaEdicao';
import { VersaoNoFormulario } from '../../components/conflito/VersaoNoFormulario';
import {
  CasoFrame,
  CasoUnavailable,
  EmptyView,
  FormFrame,
  fieldsFor,
  PendingBadge,
  placeServerIssues,
} from '../../components/form';
import { localDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { save } from '../../offline/fila/save';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import classes from './Anotacoes.module.css';
import { Autor } from './Autor';
import type { VideoNotaView } from './caso-view';

type Valores = { texto: string };
const { TextAreaField } = fieldsFor<Valores>();

/** Ours, in the mould of spec §8 '{Tipo} salvo/salva com sucesso!'. */
const SALVA = 'Nota do vídeo salva com sucesso!';

function NotaAtual({ nota }: { nota: VideoNotaView }) {
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-label="Nota do vídeo atual">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Autor
            nome={nota.user.name}
            detalhe={`Matrícula ${nota.user.matricula} · ${localDateTime(nota.updated_at)}`}
          />
          {nota.offline && (
            <Box ml="auto">
              <PendingBadge look="tag" />
            </Box>
          )}
        </Group>
        <Text className={classes.texto}>{nota.texto}</Text>
      </Stack>
    </Paper>
  );
}

function EnviarNota({ casoId, nota }: { casoId: string; nota: VideoNotaView | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  // A new text replaces the note shown, at its version (none yet: 1).
  const [aberta] = useState(() => ({ valores: { texto: '' }, versao: nota?.versao ?? 1 }));
  const form = useForm<Valores, unknown, Valores>({
    resolver: zodResolver(videoNotaRequest),
    defaultValues: aberta.valores,
  });
  const edicao = useEdicaoVersionada(form, aberta);
  const draft = useRascunhoDaEdicao(form, `video-nota:${casoId}`, edicao);
  const [saving, setSaving] = useState(false);
  const enviar = form.handleSubmit(async ({ texto }) => {
    setSaving(true);
    const result = await save(
      {
        id: crypto.randomUUID(),
        op: 'saveVideoNota',
        // The text is the note's only field: always sent, even when it settles a conflict unchanged.
        input: { params: { casoId }, body: { ...edicao.corpo({ texto }), texto } },
        label: 'Nota do vídeo',
        casoId,
      },
      {
        success: SALVA,
        failureTitle: 'Falha ao salvar no banco de dados',
        onIssues: (issues) => placeServerIssues(form, issues, formRef.current),
      },
    );
    setSaving(false);
    if (!result.ok) {
      edicao.aoRecusar(result.error);
      return;
    }
    // The next text replaces this one: on the version the server answered (queued: the same).
    edicao.salvo({ texto: '' }, result.sent ? result.response?.versao : undefined);
    await draft.discard();
  });
  const substitui = nota !== null;
  return (
    <Paper withBorder radius="lg" p="md">
      <FormFrame
        travado={saving}
        form={form}
        formRef={formRef}
        onSubmit={enviar}
        label="Enviar nota do vídeo"
        gap="sm"
        draft={draft}
      >
        <VersaoNoFormulario edicao={edicao} atual={nota?.versao} />
        <TextAreaField
          name="texto"
          label={substitui ? 'Nova nota do vídeo' : 'Nota do vídeo'}
          description={
            substitui
              ? 'Enviar substitui a nota atual; o registro de auditoria guarda o texto anterior.'
              : 'O que o vídeo mostra: onde, quando e o que foi filmado.'
          }
          minRows={4}
        />
        <Button type="submit" size="md" fullWidth loading={saving} leftSection={<IconSend size={20} />}>
          Enviar
        </Button>
      </FormFrame>
    </Paper>
  );
}

export default function VideoScreen() {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const { can } = useSession();
  // Reached from the notes; a user who cannot open them goes back to the case.
  const back = can(SCREENS.anotacaoComplementar.access)
    ? SCREENS.anotacaoComplementar.path
    : SCREENS.Caso.path;

  if (!caso) {
    return (
      <CasoUnavailable
        title="Nota do vídeo"
        state={read}
        noCasoText="Abra um caso para registrar a nota do vídeo."
        back={back}
      />
    );
  }

  return (
    <CasoFrame
      title="Nota do vídeo"
      caso={caso}
      subtitle={null}
      back={back}
      offline={read.offline}
      policy={policy}
    >
      {caso.video_nota ? (
        <NotaAtual nota={caso.video_nota} />
      ) : (
        <EmptyView icon={<IconVideo size={34} />} title="Nenhuma video cadastrado!" />
      )}
      {policy.pode_editar && <EnviarNota casoId={caso.id} nota={caso.video_nota} />}
    </CasoFrame>
  );
}
