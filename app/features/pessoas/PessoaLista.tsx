import { ActionIcon, Anchor, Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCloudOff, IconFileText, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import { Modal } from '../../components/Modal';
import { initials } from '../../lib/format';
import { useSession } from '../../lib/session';
import { type CasoView, type PessoaCasoView, pessoasDoPapel } from '../casos/caso-view';
import { salvar } from '../casos/salvar';
import { casoQueryKey } from '../casos/useCaso';
import { EstadoVazio } from './EstadoVazio';
import classes from './PessoasScreen.module.css';
import { montarExclusao, nomeNaLista, textosDoPapel, tipificacaoNome } from './pessoa-form';

const DADOS_DELETADOS = 'Dados deletados com sucesso!';

/** The line under the name: the typification of a victim, the link of a witness or suspect. */
function resumo(linha: PessoaCasoView, caso: CasoView): string {
  if (linha.tipo === 'vitima') {
    return tipificacaoNome(linha.vitima?.crime_id) ?? linha.vitima?.crime?.nome_natureza ?? 'Sem tipificação';
  }
  const vinculo =
    linha.pessoaTipo && (linha.parentesco ? `${linha.pessoaTipo} (${linha.parentesco})` : linha.pessoaTipo);
  const vitima = caso.vitimas.find((v) => v.id === linha.vitimaVinculoId);
  return [vinculo, vitima && `Vítima: ${vitima.pessoa.nome}`].filter(Boolean).join(' · ');
}

interface PessoaListaProps {
  papel: PessoaPapel;
  caso: CasoView;
  /** A reader by justification sees the people but changes nothing. */
  editavel: boolean;
}

export function PessoaLista({ papel, caso, editavel }: PessoaListaProps) {
  const { can } = useSession();
  const queryClient = useQueryClient();
  const textos = textosDoPapel(papel);
  const [aApagar, setAApagar] = useState<PessoaCasoView | null>(null);
  const [apagando, setApagando] = useState(false);
  const linhas = pessoasDoPapel(caso, papel);
  const verPerfil = can(SCREENS.perfil.access);

  const apagar = async () => {
    if (!aApagar) return;
    setApagando(true);
    const resultado = await salvar(montarExclusao(papel, caso.id, aApagar), { sucesso: DADOS_DELETADOS });
    if (resultado.ok) await queryClient.invalidateQueries({ queryKey: casoQueryKey(caso.id) });
    setApagando(false);
    setAApagar(null);
  };

  if (linhas.length === 0) {
    return (
      <EstadoVazio
        icone={<IconUsers size={34} />}
        titulo="Nenhuma pessoa encontrada"
        texto={editavel ? 'Toque em Adicionar para cadastrar.' : undefined}
      />
    );
  }

  return (
    <>
      <Stack component="ul" gap="sm" className={classes.semMarcador} aria-label={textos.titulo}>
        {linhas.map((linha) => {
          const nome = linha.pessoa.nome;
          return (
            <li key={linha.id}>
              <Paper
                withBorder
                radius="lg"
                p="sm"
                className={[classes.linha, linha.offline && classes.offline].filter(Boolean).join(' ')}
              >
                <Group wrap="nowrap" gap="sm" align="center">
                  <Avatar color="navy" variant="light" radius="xl" size={44} aria-hidden>
                    {initials(nome)}
                  </Avatar>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    {verPerfil ? (
                      <Anchor
                        component={Link}
                        to={generatePath(SCREENS.perfil.path, { id_pessoa: linha.pessoa.id })}
                        className={classes.nome}
                      >
                        {nomeNaLista(linha)}
                      </Anchor>
                    ) : (
                      <Text className={classes.nome}>{nomeNaLista(linha)}</Text>
                    )}
                    <Text size="sm" c="dimmed" lh={1.35}>
                      {resumo(linha, caso)}
                    </Text>
                    {(linha.offline || linha.documentos > 0) && (
                      <Group gap="sm" mt={4}>
                        {linha.offline && (
                          <Group gap={4} c="orange.8" wrap="nowrap">
                            <IconCloudOff size={14} aria-hidden />
                            <Text size="xs" fw={600}>
                              Aguardando sincronização
                            </Text>
                          </Group>
                        )}
                        {linha.documentos > 0 && (
                          <Group gap={4} c="dimmed" wrap="nowrap">
                            <IconFileText size={14} aria-hidden />
                            <Text size="xs">
                              {linha.documentos === 1 ? '1 documento' : `${linha.documentos} documentos`}
                            </Text>
                          </Group>
                        )}
                      </Group>
                    )}
                  </div>
                  {editavel && (
                    <Group gap={6} wrap="nowrap">
                      <ActionIcon
                        component={Link}
                        to={generatePath(SCREENS.update_pessoa.path, {
                          pessoa_id: linha.pessoa.id,
                          rota: papel,
                        })}
                        variant="light"
                        color="navy"
                        size="xl"
                        radius="md"
                        aria-label={`Editar ${nome}`}
                      >
                        <IconPencil size={22} />
                      </ActionIcon>
                      <ActionIcon
                        variant="light"
                        color="red"
                        size="xl"
                        radius="md"
                        aria-label={`Apagar ${nome}`}
                        onClick={() => setAApagar(linha)}
                      >
                        <IconTrash size={22} />
                      </ActionIcon>
                    </Group>
                  )}
                </Group>
              </Paper>
            </li>
          );
        })}
      </Stack>

      <Modal
        opened={aApagar !== null}
        onClose={() => !apagando && setAApagar(null)}
        title={textos.confirmarApagar}
        size={2}
        centered
      >
        <Text c="dimmed" size="sm">
          {aApagar?.pessoa.nome} deixará de constar neste caso.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setAApagar(null)} disabled={apagando}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={apagando}
            onClick={() => void apagar()}
            leftSection={<IconTrash size={18} />}
          >
            Apagar
          </Button>
        </Group>
      </Modal>
    </>
  );
}
