/**
 * One note of the history: who wrote it and when, its text, and — for its author only — edit and
 * delete. In edit mode the text becomes a text area with Salvar and Cancelar.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OperationInput } from '../../../shared/api';
import { recebidaEmSeparado } from '../../../shared/caso/nota-recebida';
import { anotacaoUpdateRequest } from '../../../shared/schemas/anotacoes';
import { useEdicaoVersionada } from '../../components/conflito/useEdicaoVersionada';
import { VersaoNoFormulario } from '../../components/conflito/VersaoNoFormulario';
import {
  CancelarSalvar,
  DeleteButton,
  FormFrame,
  fieldsFor,
  PendingBadge,
  useDraft,
} from '../../components/form';
import { localDateTime } from '../../lib/format';
import type { SaveResult } from '../../offline/fila/save';
import classes from './Anotacoes.module.css';
import { Autor } from './Autor';
import type { AnotacaoView } from './caso-view';

type Valores = { anotacao: string };
const { TextAreaField } = fieldsFor<Valores>();

/** Sends an edit of the note; the outcome tells a colleague's newer version apart (issue 26). */
export type SalvarAnotacao = (
  corpo: OperationInput<'updateAnotacao'>['body'],
) => Promise<SaveResult<'updateAnotacao'>>;

function Edicao({
  nota,
  onSalvar,
  onCancelar,
}: {
  nota: AnotacaoView;
  onSalvar: SalvarAnotacao;
  onCancelar: () => void;
}) {
  const [aberta] = useState(() => ({ valores: { anotacao: nota.anotacao }, versao: nota.versao }));
  const form = useForm<Valores, unknown, Valores>({
    resolver: zodResolver(anotacaoUpdateRequest),
    defaultValues: aberta.valores,
  });
  const edicao = useEdicaoVersionada(form, aberta);
  // Kept for the version it was typed over: a draft of an older version is not laid over a
  // colleague's newer text, which the edit would then overwrite without a conflict.
  const draft = useDraft(form, `anotacao:${nota.id}:${aberta.versao}`);
  const fechar = async () => {
    await draft.clear();
    onCancelar();
  };
  const [saving, setSaving] = useState(false);
  // The cursor goes where the text is to be changed.
  useEffect(() => form.setFocus('anotacao'), [form]);
  const enviar = form.handleSubmit(async (valores) => {
    const corpo = edicao.corpo(valores);
    // The same text again is no edit: nothing to send, nothing to log (unless it settles a conflict).
    if (corpo.anotacao === undefined && !corpo.resolucao) {
      await fechar();
      return;
    }
    setSaving(true);
    const result = await onSalvar(corpo);
    setSaving(false);
    if (result.ok) await fechar();
    else edicao.aoRecusar(result.error);
  });
  return (
    <FormFrame travado={saving} form={form} onSubmit={enviar} label="Editar anotação" gap="sm" draft={draft}>
      <VersaoNoFormulario edicao={edicao} atual={nota.versao} />
      <TextAreaField name="anotacao" label="Texto da anotação" minRows={3} />
      <CancelarSalvar
        saving={saving}
        onCancelar={() => void fechar()}
        icon={<IconCheck size={18} />}
        gap="sm"
      />
    </FormFrame>
  );
}

interface AnotacaoCardProps {
  nota: AnotacaoView;
  /** The note is the user's and the case can be written: edit and delete are offered. */
  editavel: boolean;
  editando: boolean;
  /** Another note is being edited: this one waits (one at a time, spec §4 Notes). */
  bloqueada: boolean;
  onEditar: () => void;
  onCancelar: () => void;
  onSalvar: SalvarAnotacao;
  onApagar: () => void;
}

export function AnotacaoCard({
  nota,
  editavel,
  editando,
  bloqueada,
  onEditar,
  onCancelar,
  onSalvar,
  onApagar,
}: AnotacaoCardProps) {
  const quando = localDateTime(nota.created_at);
  const editada = nota.updated_at !== nota.created_at;
  const recebida = nota.offline ? null : recebidaEmSeparado(nota);
  const acoes = editavel && !editando;
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      aria-label={`Anotação de ${nota.user.name}, ${quando}`}
      data-editando={editando || undefined}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Autor nome={nota.user.name} detalhe={`${quando} · Matrícula ${nota.user.matricula}`} />
        </Group>
        {editando ? (
          <Edicao nota={nota} onSalvar={onSalvar} onCancelar={onCancelar} />
        ) : (
          <Text className={classes.texto}>{nota.anotacao}</Text>
        )}
        {recebida && (
          <Text size="xs" c="dimmed">
            Escrita em {quando} pelo relógio do aparelho; recebida pelo servidor em {localDateTime(recebida)}
          </Text>
        )}
        {(nota.offline || editada || acoes) && (
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Group gap="xs">
              {nota.offline && <PendingBadge ids={[nota.id]} look="tag" />}
              {editada && (
                <Text size="xs" c="dimmed">
                  Editada em {localDateTime(nota.updated_at)}
                </Text>
              )}
            </Group>
            {acoes && (
              <Group gap={6} wrap="nowrap">
                <ActionIcon
                  variant="light"
                  size={44}
                  radius="md"
                  aria-label="Editar anotação"
                  disabled={bloqueada}
                  onClick={onEditar}
                >
                  <IconPencil size={22} />
                </ActionIcon>
                <DeleteButton label="Apagar anotação" onClick={onApagar} disabled={bloqueada} />
              </Group>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
