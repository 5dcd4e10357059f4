import { Avatar, DataList, Paper, Text, Title } from '@mantine/core';
import { todayIso } from '../../../shared/formatos/datas';
import type { PerfilPessoa } from '../../../shared/schemas/perfil';
import { initials, localDate } from '../../lib/format';
import classes from './Perfil.module.css';
import { pessoaRows, type Row, singleOrigem } from './perfil-format';

export const SEM_DADOS = 'Nenhum dado disponível';

export function RowList({ rows }: { rows: Row[] }) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SEM_DADOS}
      </Text>
    );
  }
  return (
    <DataList
      withDivider
      labelWidth="8.5rem"
      gap="xs"
      classNames={{ itemLabel: classes.label, itemValue: classes.value }}
    >
      {rows.map(({ label, value, origem }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>
            {value}
            {origem && <span className={classes.origem}>{origem}</span>}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/**
 * The person's picture: the newest 'IMAGEM' document the reader may see (the server lists newest
 * first), else the initials.
 */
function photoOf(perfil: PerfilPessoa): string | null {
  const imagem = perfil.documentos.find((documento) => documento.tipo === 'IMAGEM' && documento.acessivel);
  return imagem ? (imagem.media.miniatura_url ?? imagem.media.url) : null;
}

function ocorrenciasSummary(total: number): string {
  if (total === 0) return 'Sem ocorrências registradas';
  return `${total} ${total === 1 ? 'ocorrência' : 'ocorrências'}`;
}

/**
 * The person's card: picture, name, how many cases, and the filled fields, each the latest a case
 * recorded, with where it came from.
 */
export function PerfilCard({ perfil }: { perfil: PerfilPessoa }) {
  const { pessoa } = perfil;
  const unica = singleOrigem(perfil.origens);
  return (
    <Paper component="section" aria-label="Dados da pessoa" withBorder radius="lg" className={classes.card}>
      <div className={classes.hero}>
        <Avatar
          src={photoOf(perfil)}
          alt=""
          size={64}
          radius="xl"
          color="gold"
          variant="filled"
          className={classes.avatar}
        >
          {initials(pessoa.nome)}
        </Avatar>
        <div className={classes.heroText}>
          <Title order={1} size="h2" className={classes.nome}>
            {pessoa.nome}
          </Title>
          <Text className={classes.resumo}>{ocorrenciasSummary(perfil.ocorrencias.length)}</Text>
        </div>
      </div>
      <div className={classes.cardBody}>
        <RowList rows={pessoaRows(pessoa, todayIso(), perfil.origens)} />
        {unica && (
          <Text size="xs" c="dimmed" mt="sm">
            Dados registrados no caso {unica.caso.identificador} ({unica.caso.name}), atualizados em{' '}
            {localDate(unica.atualizado_em)}.
          </Text>
        )}
      </div>
    </Paper>
  );
}
