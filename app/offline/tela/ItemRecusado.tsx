import { ActionIcon, Button, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh, IconTrash } from '@tabler/icons-react';
import { resumoExclusao } from '../../components/conflito/exclusao-texto';
import { ApiError } from '../../lib/api';
import { describeError } from '../../lib/errors';
import type { OutboxItem } from '../db';
import { camposDigitados, textoParaCopiar } from '../itens/item-conteudo';
import { type ReaplicacaoProps, useReaplicacao } from '../reaplicar';
import { CartaoDoItem } from './CartaoDoItem';
import classes from './SyncButton.module.css';
import { useNomesDoItem } from './useNomesDoItem';

/** Issue 39: an item queued by an older app, which did not keep the version it was made on. */
const SEM_VERSAO = 'Guardado sem a versão do registro em que foi feito.';

/** Why the server did not take it, in the app's words for its code. */
export function motivoDoItem(item: OutboxItem): string {
  const error = item.lastError;
  const semVersao = error?.code === 'VERSAO_OBRIGATORIA';
  // Not a refusal: the server asks before deleting what a colleague changed since.
  if (error?.code === 'DELETE_CONFLICT' || error?.exclusao) {
    const resumo = error.exclusao
      ? resumoExclusao(error.exclusao, semVersao)
      : 'Outra pessoa alterou este registro depois que você o viu.';
    return `${semVersao ? `${SEM_VERSAO} ` : ''}${resumo} Apagar mesmo assim?`;
  }
  if (item.status === 'conflict' && semVersao) {
    return `${SEM_VERSAO} Abra para conferir cada campo e escolher qual valor fica.`;
  }
  if (item.status === 'conflict') {
    return 'Em conflito: outra pessoa alterou os mesmos campos. Abra para escolher qual valor fica.';
  }
  if (!error) return '';
  return describeError(new ApiError(409, error.code, error.message))?.message ?? error.message;
}

/** Copies a value the card shows shortened (a file's SHA-256), to check it against another copy. */
function CopiarInteiro({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <CopyButton value={valor}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copiado' : 'Copiar inteiro'} withArrow>
          <ActionIcon
            variant="subtle"
            size="lg"
            ml={4}
            aria-label={copied ? `${rotulo} copiado` : `Copiar ${rotulo} inteiro`}
            onClick={copy}
          >
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}

/** The typed fields of a write, one under the other. */
export function ConteudoDoItem({ item }: { item: OutboxItem }) {
  const campos = camposDigitados(item, useNomesDoItem());
  if (campos.length === 0) return null;
  return (
    <dl className={classes.conteudo} aria-label={`O que foi digitado em ${item.label}`}>
      {campos.map((campo) => (
        <div key={campo.campo}>
          <dt>{campo.rotulo}</dt>
          <dd>
            {campo.valor}
            {campo.inteiro && <CopiarInteiro rotulo={campo.rotulo} valor={campo.inteiro} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface ItemRecusadoProps {
  item: OutboxItem;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
  onResolve: ReaplicacaoProps['substituir'];
  onOpen: () => void;
}

/**
 * A write the server did not take (refused or in conflict), kept readable and re-usable: what was
 * typed, a copy of it, and the one step that applies it again where there is one (issue 26).
 */
export function ItemRecusado({ item, busy, onRetry, onDiscard, onResolve, onOpen }: ItemRecusadoProps) {
  const conflito = item.status === 'conflict';
  const exclusao = item.lastError?.exclusao !== undefined;
  const reaplicacao = useReaplicacao(item);
  const nomes = useNomesDoItem();
  return (
    <CartaoDoItem item={item}>
      <Text
        size="sm"
        // The theme's error red and warning orange read on a light and on a dark screen; Mantine's
        // fixed red 8 and orange 9 fall to 3.4:1 and 3.6:1 on the dark card read at night.
        c={exclusao ? undefined : conflito ? 'var(--rip-aviso)' : 'var(--mantine-color-error)'}
        fw={conflito || exclusao ? 600 : undefined}
      >
        {motivoDoItem(item)}
      </Text>
      <ConteudoDoItem item={item} />
      <Stack gap="xs" mt="xs">
        <Group gap="xs">
          {reaplicacao && <reaplicacao.Acao item={item} busy={busy} substituir={onResolve} fechar={onOpen} />}
          {!conflito && !reaplicacao && (
            <Button
              variant="light"
              className={classes.action}
              leftSection={<IconRefresh size={16} />}
              disabled={busy}
              onClick={onRetry}
            >
              Reenviar
            </Button>
          )}
        </Group>
        <Group gap="xs">
          <CopyButton value={textoParaCopiar(item, nomes)}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                className={classes.action}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? 'Copiado' : 'Copiar dados'}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="light"
            color="red"
            className={classes.action}
            leftSection={<IconTrash size={16} />}
            disabled={busy}
            onClick={onDiscard}
          >
            Descartar
          </Button>
        </Group>
      </Stack>
    </CartaoDoItem>
  );
}
