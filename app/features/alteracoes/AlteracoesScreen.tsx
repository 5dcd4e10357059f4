import { Badge, Paper, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { AlteracaoCaso } from '../../../shared/schemas/versao';
import { rotuloCampo } from '../../components/conflito';
import { autoria } from '../../components/conflito/campo-texto';
import { useTextoDoValor } from '../../components/conflito/useTextoDoValor';
import { CasoFrame, CasoUnavailable, EmptyView, LoadingView } from '../../components/form';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { useSelectedCaso } from '../casos/useCaso';
import classes from './Alteracoes.module.css';

const ACOES: Record<AlteracaoCaso['acao'], { texto: string; cor: string }> = {
  criado: { texto: 'Criado', cor: 'teal' },
  alterado: { texto: 'Alterado', cor: 'navy' },
  excluido: { texto: 'Apagado', cor: 'red' },
  conflito_resolvido: { texto: 'Conflito resolvido', cor: 'orange' },
};
/** A change to the registry entry of a person of this case, made from another case (issue 39). */
const DE_OUTRO_CASO = { texto: 'Alterado em outro caso', cor: 'grape' };

function Alteracao({
  alteracao,
  textoDe,
}: {
  alteracao: AlteracaoCaso;
  textoDe: ReturnType<typeof useTextoDoValor>;
}) {
  const acao = alteracao.origem ? DE_OUTRO_CASO : ACOES[alteracao.acao];
  return (
    <Paper withBorder p="xs" component="li">
      <Badge color={acao.cor} variant="light">
        {acao.texto}
      </Badge>
      <Text fw={600} mt={4}>
        {alteracao.registro}
      </Text>
      <Text size="sm" c="dimmed">
        {alteracao.origem
          ? `No caso ${alteracao.origem}, por ${autoria(alteracao.por, alteracao.em)}`
          : autoria(alteracao.por, alteracao.em)}
      </Text>
      {alteracao.origem && (
        <Text size="sm" mt={4}>
          Mudou o cadastro único da pessoa, que a pesquisa usa. O registro dela neste caso continua como
          estava.
        </Text>
      )}
      {alteracao.campos.length > 0 && (
        <dl className={classes.campos}>
          {alteracao.campos.map((campo) => (
            <div key={campo.campo}>
              <dt>{rotuloCampo(campo.campo)}</dt>
              <dd>
                {alteracao.acao === 'criado'
                  ? textoDe(campo.campo, campo.depois)
                  : `${textoDe(campo.campo, campo.antes)} → ${textoDe(campo.campo, campo.depois)}`}
              </dd>
              {campo.descartado !== undefined && (
                <dd
                  className={classes.descartado}
                >{`Valor descartado na escolha: ${textoDe(campo.campo, campo.descartado)}`}</dd>
              )}
            </div>
          ))}
        </dl>
      )}
    </Paper>
  );
}

/**
 * The case's change history field by field (issue 26): who changed what, both values, and in a
 * resolved conflict the value the choice replaced, so that no colleague's work vanishes unseen.
 */
export default function AlteracoesScreen() {
  const read = useSelectedCaso();
  const casoId = read.casoId;
  const alteracoes = useOfflineQuery('listAlteracoes', casoId ? { params: { casoId }, query: {} } : null);
  const title = 'Histórico de alterações';
  // A city reads by its name, not its number.
  const textoDe = useTextoDoValor();
  if (!read.caso) {
    return (
      <CasoUnavailable
        title={title}
        state={read}
        noCasoText="Abra um caso para ver o histórico de alterações."
      />
    );
  }
  const lista = alteracoes.data ?? [];
  return (
    <CasoFrame title={title} caso={read.caso}>
      {alteracoes.loading && <LoadingView label="Carregando histórico" blocks={[96, 96, 96]} />}
      {!alteracoes.loading && lista.length === 0 && (
        <EmptyView
          icon={<IconHistory size={34} />}
          title="Nenhuma alteração registrada"
          text="As mudanças feitas nos registros do caso aparecem aqui, com os dois valores."
        />
      )}
      <Stack component="ul" gap="sm" className={classes.lista} aria-label={title}>
        {lista.map((alteracao) => (
          <Alteracao key={alteracao.id} alteracao={alteracao} textoDe={textoDe} />
        ))}
      </Stack>
    </CasoFrame>
  );
}
