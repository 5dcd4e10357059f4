import { Badge, Group } from '@mantine/core';
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';

/** What stands out about a user: disabled, locked, holding a temporary password. */
export function SituacaoBadges({ usuario }: { usuario: UsuarioAdmin }) {
  return (
    <Group gap={4}>
      {!usuario.ativo && (
        <Badge color="red.9" variant="filled" size="sm">
          Desativado
        </Badge>
      )}
      {usuario.bloqueado && (
        <Badge color="gold.5" c="navy.9" variant="filled" size="sm">
          Bloqueado
        </Badge>
      )}
      {usuario.senha_temporaria && (
        <Badge color="navy" variant="light" size="sm">
          Senha temporária
        </Badge>
      )}
    </Group>
  );
}
