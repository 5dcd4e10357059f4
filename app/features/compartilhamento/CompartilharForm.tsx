/**
 * Sharing the case with a user (spec §2.3 Sharing, §4 'Sharing', §5): find them by matrícula or name,
 * the chosen-user card with 'Limpar', the §5 rules said before anything is sent (the server checks
 * them again), then 'Compartilhar'. The search needs the server; without signal a whole matrícula
 * can still be shared, checked by the server when the signal returns.
 */
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconShare, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { RECUSAS_COMPARTILHAMENTO, recusaDoCompartilhamento } from '../../../shared/equipe';
import type { UsuarioEncontrado } from '../../../shared/schemas/equipe';
import { FormSection, SEM_CONEXAO, SearchField } from '../../components/form';
import classes from '../../components/usuarios/Usuarios.module.css';
import { detalhesDoUsuario, UsuariosEncontrados } from '../../components/usuarios/UsuariosEncontrados';
import { useBuscaUsuarios } from '../../components/usuarios/useBuscaUsuarios';
import { useSession } from '../../lib/session';
import { save } from '../../offline/fila/save';
import type { CasoView } from '../casos/caso-view';
import { matriculasComAcesso } from './acessos-view';

export const COMPARTILHADO = 'Caso compartilhado com sucesso';
const JA_TEM_ACESSO = 'Este usuário já tem acesso ao caso.';

/** Whom the card shows: a user the search found, or, offline, a matrícula typed whole. */
type Escolhido = { usuario: UsuarioEncontrado } | { matricula: string };

export function CompartilharForm({ caso }: { caso: CasoView }) {
  const { user } = useSession();
  const [texto, setTexto] = useState('');
  const [escolhido, setEscolhido] = useState<Escolhido | null>(null);
  const [enviando, setEnviando] = useState(false);
  const busca = useBuscaUsuarios(caso.id, texto, 'compartilhamento');
  const comAcesso = matriculasComAcesso(caso);

  const limpar = () => {
    setEscolhido(null);
    setTexto('');
  };

  const matricula = escolhido && ('usuario' in escolhido ? escolhido.usuario.matricula : escolhido.matricula);
  const recusa = (() => {
    if (!escolhido || !matricula) return null;
    if ('usuario' in escolhido && user) {
      const motivo = recusaDoCompartilhamento(escolhido.usuario, user.id);
      if (motivo) return RECUSAS_COMPARTILHAMENTO[motivo];
    } else if (matricula === user?.matricula) {
      return RECUSAS_COMPARTILHAMENTO.SHARE_SELF;
    }
    return comAcesso.has(matricula) ? JA_TEM_ACESSO : null;
  })();

  const compartilhar = async () => {
    if (!escolhido || !matricula || recusa) return;
    setEnviando(true);
    const id = crypto.randomUUID();
    const nome = 'usuario' in escolhido ? escolhido.usuario.name : `matrícula ${matricula}`;
    const result = await save(
      {
        id,
        op: 'createCompartilhamento',
        input: { params: { casoId: caso.id }, body: { id, matricula } },
        label: `Compartilhar com ${nome}`,
        casoId: caso.id,
      },
      { success: COMPARTILHADO, failureTitle: 'Falha ao salvar no banco de dados!' },
    );
    setEnviando(false);
    if (result.ok) limpar();
  };

  // Offline, a matrícula typed whole may be shared; who it is the server says later.
  const matriculaOffline = busca.offline && /^\d{7}$/.test(texto.trim()) ? texto.trim() : null;

  return (
    <FormSection
      title="Compartilhar caso"
      icon={<IconShare size={22} />}
      description="Com um usuário da Polícia Civil: ele passa a ver e alterar este caso."
    >
      {escolhido ? (
        <Paper withBorder radius="md" p="sm" aria-label="Usuário escolhido" component="section">
          <Stack gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              Usuário escolhido
            </Text>
            <Text className={classes.nome}>
              {'usuario' in escolhido ? escolhido.usuario.name : `Matrícula ${escolhido.matricula}`}
            </Text>
            <Text size="sm" c="dimmed" lh={1.35}>
              {'usuario' in escolhido
                ? detalhesDoUsuario(escolhido.usuario)
                : `${SEM_CONEXAO}: quem é e se pode receber o caso serão conferidos quando a conexão voltar.`}
            </Text>
          </Stack>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" leftSection={<IconX size={18} />} onClick={limpar}>
              Limpar
            </Button>
          </Group>
        </Paper>
      ) : (
        <Stack gap="xs">
          <SearchField
            label="Buscar usuário"
            description="Pela matrícula (a partir de 4 dígitos) ou pelo nome (a partir de 5 letras)"
            value={texto}
            onChange={setTexto}
          />
          <UsuariosEncontrados
            busca={busca}
            sugestoes={busca.resultados ?? []}
            offlineTexto="a busca de usuários precisa de conexão. Sem ela, digite a matrícula inteira (7 dígitos): o usuário será conferido quando a conexão voltar."
            vazioTexto="Nenhum usuário encontrado."
            jaIncluidos={comAcesso}
            jaIncluidoTexto="Já tem acesso"
            onPick={(usuario) => setEscolhido({ usuario })}
          />
          {matriculaOffline && (
            <Button
              variant="light"
              leftSection={<IconCloudOff size={18} />}
              onClick={() => setEscolhido({ matricula: matriculaOffline })}
            >
              Usar a matrícula {matriculaOffline}
            </Button>
          )}
        </Stack>
      )}
      {recusa && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} p="xs" role="alert">
          {recusa}
        </Alert>
      )}
      {escolhido && (
        <Button
          size="lg"
          fullWidth
          leftSection={<IconShare size={22} />}
          disabled={recusa !== null}
          loading={enviando}
          onClick={() => void compartilhar()}
        >
          Compartilhar
        </Button>
      )}
    </FormSection>
  );
}
