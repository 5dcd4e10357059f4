import { ActionIcon, Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileText, IconPencil, IconStethoscope, IconUsers } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../shared/formatos/datas';
import { SCREENS } from '../../../shared/routes';
import { numeroIml } from '../../../shared/schemas/pessoa-caso';
import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import { ConfirmarExclusao } from '../../components/conflito';
import { DeleteButton, EmptyView, PendingBadge, useExclusao, useIsRefused } from '../../components/form';
import { initials } from '../../lib/format';
import { useSession } from '../../lib/session';
import type { CasoView } from '../casos/caso-view';
import { type PessoaCasoView, pessoasDoPapel } from './caso-view';
import classes from './PessoasScreen.module.css';
import { nameInList, type PapelTexts, papelTexts, tipificacaoLabel } from './pessoa-texts';
import { buildDelete } from './pessoa-write';

const DADOS_DELETADOS = 'Dados deletados com sucesso!';

/** The line under the name: the typification of a victim, the link of a witness or suspect. */
function summary(row: PessoaCasoView, caso: CasoView): string {
  if (row.tipo === 'vitima') {
    return tipificacaoLabel(row.vitima?.crime_id) ?? row.vitima?.crime?.nome_natureza ?? 'Sem tipificação';
  }
  const vinculo =
    row.pessoaTipo && (row.parentesco ? `${row.pessoaTipo} (${row.parentesco})` : row.pessoaTipo);
  const vitima = caso.vitimas.find((v) => v.id === row.vitimaVinculoId);
  // The victim was removed from the case (issue 26): say so, rather than point at nobody.
  const semVitima = !vitima && 'Vítima vinculada removida do caso: escolha outra';
  return [vinculo, vitima ? `Vítima: ${vitima.pessoa.nome}` : semVitima].filter(Boolean).join(' · ');
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deleting a victim unlinks whoever was tied to them: the confirmation says who, and what happens. */
function deleteText(row: PessoaCasoView, caso: CasoView, texts: PapelTexts): string {
  const gone = `${row.pessoa.nome} deixará de constar neste caso.`;
  if (row.tipo !== 'vitima') return gone;
  const testemunhas = caso.testemunhas.filter((t) => t.vitimaVinculoId === row.id).length;
  const suspeitos = caso.suspeitos.filter((s) => s.vitimaVinculoId === row.id).length;
  if (testemunhas + suspeitos === 0) return gone;
  const linked = [
    testemunhas > 0 && count(testemunhas, 'testemunha', 'testemunhas'),
    suspeitos > 0 && count(suspeitos, 'suspeito', 'suspeitos'),
  ]
    .filter(Boolean)
    .join(' e ');
  const verb = testemunhas + suspeitos === 1 ? 'está vinculado(a)' : 'estão vinculados';
  return `${gone} ${linked} ${verb} ${texts.linkedTo}: continuarão no caso, sem vítima vinculada.`;
}

interface PessoaListProps {
  papel: PessoaPapel;
  caso: CasoView;
  /** A reader by justification sees the people but changes nothing. */
  editable: boolean;
  /** A victim's IML numbers: a member's, whatever the window (issue 42). */
  onIml?: (row: PessoaCasoView) => void;
}

/** 'Guia nº 12/2026 de 21/11/2026 · Laudo nº 77/2026': the IML's numbers of a victim. */
function imlDe(row: PessoaCasoView): string | null {
  const v = row.vitima;
  if (!v) return null;
  return (
    [
      v.guia_iml && `Guia ${numeroIml(v.guia_iml, v.guia_iml_data, formatDate)}`,
      v.laudo_iml && `Laudo ${numeroIml(v.laudo_iml, v.laudo_iml_data, formatDate)}`,
    ]
      .filter(Boolean)
      .join(' · ') || null
  );
}

function Row({
  row,
  caso,
  papel,
  editable,
  onDelete,
  onIml,
  homonym,
}: PessoaListProps & { row: PessoaCasoView; onDelete: () => void; homonym: boolean }) {
  const numerosIml = imlDe(row);
  const { can } = useSession();
  const refused = useIsRefused()([row.id, row.pessoa.id]);
  const nome = row.pessoa.nome;
  // A refused row's badge says so; the name needs no second mark.
  const shown = refused ? nome : nameInList(row);
  // Two people of one name in the list: the buttons say which one by what sets them apart.
  const who = homonym ? `${nome} (${summary(row, caso)})` : nome;
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      className={[classes.row, row.offline && classes.offline].filter(Boolean).join(' ')}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Avatar color="navy" variant="light" radius="xl" size={44} aria-hidden>
          {initials(nome)}
        </Avatar>
        <div style={{ flex: 1, minWidth: 0 }}>
          {can(SCREENS.perfil.access) ? (
            <Anchor
              component={Link}
              to={generatePath(SCREENS.perfil.path, { id_pessoa: row.pessoa.id })}
              className={`${classes.name} ${classes.perfil}`}
            >
              {shown}
            </Anchor>
          ) : (
            <Text className={classes.name}>{shown}</Text>
          )}
          <Text size="sm" c="dimmed" lh={1.35}>
            {summary(row, caso)}
          </Text>
          {numerosIml && (
            <Text size="sm" lh={1.35}>
              IML: {numerosIml}
            </Text>
          )}
          {onIml && (
            <Button
              mt={6}
              variant="light"
              leftSection={<IconStethoscope size={18} />}
              onClick={() => onIml(row)}
              aria-label={`IML de ${who}`}
            >
              {numerosIml ? 'Editar IML' : 'Informar IML'}
            </Button>
          )}
          {(row.offline || row.documentos > 0) && (
            <Group gap="sm" mt={4}>
              {row.offline && <PendingBadge ids={[row.id, row.pessoa.id]} />}
              {row.documentos > 0 && (
                <Group gap={4} c="dimmed" wrap="nowrap">
                  <IconFileText size={14} aria-hidden />
                  <Text size="xs">{count(row.documentos, 'documento', 'documentos')}</Text>
                </Group>
              )}
            </Group>
          )}
        </div>
        {editable && (
          <Group gap={6} wrap="nowrap" className={classes.acoes}>
            <ActionIcon
              component={Link}
              to={generatePath(SCREENS.update_pessoa.path, { pessoa_id: row.pessoa.id, rota: papel })}
              variant="light"
              color="navy"
              size={44}
              radius="md"
              aria-label={`Editar ${who}`}
            >
              <IconPencil size={22} />
            </ActionIcon>
            <DeleteButton label={`Apagar ${who}`} onClick={onDelete} />
          </Group>
        )}
      </Group>
    </Paper>
  );
}

export function PessoaList({ papel, caso, editable, onIml }: PessoaListProps) {
  const texts = papelTexts(papel);
  const exclusao = useExclusao({
    pedido: (row: PessoaCasoView) => buildDelete(papel, caso.id, row),
    success: DADOS_DELETADOS,
  });
  const rows = pessoasDoPapel(caso, papel);
  const namesSeen = new Map<string, number>();
  for (const row of rows) namesSeen.set(row.pessoa.nome, (namesSeen.get(row.pessoa.nome) ?? 0) + 1);

  if (rows.length === 0) {
    return (
      <EmptyView
        icon={<IconUsers size={34} />}
        title="Nenhuma pessoa encontrada"
        text={editable ? 'Toque em Adicionar para cadastrar.' : undefined}
      />
    );
  }

  return (
    <>
      <Stack component="ul" gap="sm" className={classes.plainList} aria-label={texts.title}>
        {rows.map((row) => (
          <li key={row.id}>
            <Row
              row={row}
              caso={caso}
              papel={papel}
              editable={editable}
              onIml={onIml}
              onDelete={() => exclusao.pedir(row)}
              homonym={(namesSeen.get(row.pessoa.nome) ?? 0) > 1}
            />
          </li>
        ))}
      </Stack>
      <ConfirmarExclusao exclusao={exclusao} title={texts.confirmDelete} confirmLabel="Apagar">
        {exclusao.alvo ? deleteText(exclusao.alvo, caso, texts) : ''}
      </ConfirmarExclusao>
    </>
  );
}
