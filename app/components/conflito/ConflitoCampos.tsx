import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import type { ConflitoEdicao } from '../../../shared/schemas/versao';
import { type Escolha, escolhaDe } from '../../offline/itens/versao-campos';
import { Notice } from '../form/notices/Notice';
import classes from './ConflitoCampos.module.css';
import { autoria, rotuloCampo } from './campo-texto';
import { useTextoDoValor } from './useTextoDoValor';

export interface ConflitoCamposProps {
  conflito: ConflitoEdicao;
  /** The value each field holds now in the form (or the resolution being made). */
  valorAtual: (campo: string) => unknown;
  onEscolher: (campo: string, escolha: Exclude<Escolha, 'editado'>) => void;
  /** Where the author can still type a third value (a form); absent in the outbox's list. */
  editavel?: boolean;
}

/**
 * The kit of issue 26: which fields a colleague changed while this officer edited, who and when,
 * both values, and the choice of each (keep mine, take theirs, or type another in the form).
 */
export function ConflitoCampos({ conflito, valorAtual, onEscolher, editavel = false }: ConflitoCamposProps) {
  const quantos = conflito.campos.length;
  const texto = useTextoDoValor();
  if (quantos === 0) {
    // Only a write that named no version (issue 39) meets no field of anyone else's.
    return (
      <Notice color="orange" icon={IconAlertTriangle} title="Nenhum valor de outra pessoa muda" role="region">
        <Text size="sm">
          Esta alteração não diz sobre qual versão do registro foi feita, mas nenhum campo que ela muda foi
          alterado por outra pessoa. Salve para aplicá-la sobre a versão atual.
        </Text>
      </Notice>
    );
  }
  return (
    <Notice
      color="orange"
      icon={IconAlertTriangle}
      title="Outra pessoa alterou os mesmos campos"
      role="region"
      classNames={{ body: classes.corpo }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {quantos === 1
            ? 'Um campo que você mudou foi alterado por outra pessoa. Escolha qual valor fica'
            : `${quantos} campos que você mudou foram alterados por outra pessoa. Escolha qual valor fica em cada um`}
          {editavel ? ' ou edite o campo; depois salve.' : '; depois salve.'} Nada foi perdido.
        </Text>
        {conflito.campos.map((campo) => {
          const escolha = escolhaDe(campo, valorAtual(campo.campo));
          return (
            <Paper key={campo.campo} withBorder p="xs" className={classes.campo}>
              <Text fw={700}>{rotuloCampo(campo.campo)}</Text>
              <Text size="sm" c="dimmed">
                {`Alterado por ${autoria(campo.por, campo.em)}`}
              </Text>
              <dl className={classes.valores}>
                <dt>Seu valor</dt>
                <dd>{texto(campo.campo, campo.seu)}</dd>
                <dt>{`Valor de ${campo.por.name}`}</dt>
                <dd>{texto(campo.campo, campo.atual)}</dd>
              </dl>
              <Stack gap="xs">
                <Button
                  fullWidth
                  variant={escolha === 'meu' ? 'filled' : 'default'}
                  leftSection={escolha === 'meu' ? <IconCheck size={18} /> : undefined}
                  aria-pressed={escolha === 'meu'}
                  onClick={() => onEscolher(campo.campo, 'meu')}
                >
                  Manter o meu
                </Button>
                <Button
                  fullWidth
                  variant={escolha === 'outro' ? 'filled' : 'default'}
                  leftSection={escolha === 'outro' ? <IconCheck size={18} /> : undefined}
                  aria-pressed={escolha === 'outro'}
                  onClick={() => onEscolher(campo.campo, 'outro')}
                >
                  Usar o outro
                </Button>
              </Stack>
              {escolha === 'editado' && (
                <Text size="sm" fw={500} mt={4}>
                  Você digitou um terceiro valor no formulário.
                </Text>
              )}
            </Paper>
          );
        })}
      </Stack>
    </Notice>
  );
}
