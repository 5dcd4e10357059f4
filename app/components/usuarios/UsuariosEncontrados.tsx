/** What the user search found, to tap one; or why it found nothing (too short, no signal, none). */
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { UsuarioEncontrado } from '../../../shared/schemas/equipe';
import { antesDaLista } from '../BuscaAntesDaLista';
import classes from './Usuarios.module.css';
import type { BuscaUsuarios } from './useBuscaUsuarios';

/** 'Matrícula 1000002 · Delegado de Polícia Civil · DH João Pessoa'. */
export function detalhesDoUsuario(usuario: UsuarioEncontrado): string {
  return [`Matrícula ${usuario.matricula}`, usuario.cargo?.nome, usuario.unidade?.nome]
    .filter(Boolean)
    .join(' · ');
}

interface UsuariosEncontradosProps {
  busca: BuscaUsuarios;
  sugestoes: readonly UsuarioEncontrado[];
  /** What to do without signal, in the screen's words. */
  offlineTexto: string;
  /** Said when the search found nobody; nothing is said when null. */
  vazioTexto?: string | null;
  /** Matrículas offered but not to be picked again, with why. */
  jaIncluidos: ReadonlySet<string>;
  jaIncluidoTexto: string;
  onPick: (usuario: UsuarioEncontrado) => void;
}

export function UsuariosEncontrados({
  busca,
  sugestoes,
  offlineTexto,
  vazioTexto = null,
  jaIncluidos,
  jaIncluidoTexto,
  onPick,
}: UsuariosEncontradosProps) {
  const estado = antesDaLista(busca, offlineTexto);
  if (estado !== undefined || !busca.resultados) return estado;
  if (sugestoes.length === 0) {
    return vazioTexto && busca.resultados.length === 0 ? (
      <Text size="sm" c="dimmed" role="status">
        {vazioTexto}
      </Text>
    ) : null;
  }
  return (
    <Stack component="ul" gap={6} aria-label="Usuários encontrados" className={classes.plainList}>
      {sugestoes.map((usuario) => {
        const incluido = jaIncluidos.has(usuario.matricula);
        return (
          <li key={usuario.id}>
            <UnstyledButton className={classes.usuario} disabled={incluido} onClick={() => onPick(usuario)}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700} lh={1.3} className={classes.nome}>
                  {usuario.name}
                </Text>
                {incluido && (
                  <Badge color="gray" variant="light" size="sm" style={{ flexShrink: 0 }}>
                    {jaIncluidoTexto}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lh={1.35}>
                {detalhesDoUsuario(usuario)}
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
