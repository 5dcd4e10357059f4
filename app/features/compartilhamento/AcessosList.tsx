/**
 * The users with access to the case (spec §2.3 Sharing), each with how they have it; the case's
 * creator may revoke a share, after a confirmation, on record.
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { ConfirmDialog, FormSection, PendingBadge, useExclusao } from '../../components/form';
import classes from '../../components/usuarios/Usuarios.module.css';
import { localDateTime } from '../../lib/format';
import type { CasoView } from '../casos/caso-view';
import { type UsuarioComAcesso, usuariosComAcesso, type ViaDeAcesso } from './acessos-view';

const VIA: Record<ViaDeAcesso, string> = {
  criador: 'Criou o caso',
  equipe: 'Equipe',
  compartilhamento: 'Compartilhado',
};

export const REVOGADO = 'Compartilhamento revogado.';

function Linha({ acesso, onRevogar }: { acesso: UsuarioComAcesso; onRevogar?: () => void }) {
  const share = acesso.compartilhamento;
  const compartilhado = acesso.via === 'compartilhamento';
  return (
    <li className={[classes.membro, acesso.offline && classes.offline].filter(Boolean).join(' ')}>
      <Stack gap={2}>
        <Group gap={6} wrap="wrap">
          <Text className={classes.nome}>{acesso.name}</Text>
          <Badge
            color={compartilhado ? 'gold.5' : 'navy'}
            c={compartilhado ? 'navy.9' : undefined}
            variant={compartilhado ? 'filled' : 'light'}
            size="sm"
            radius="sm"
            style={{ flexShrink: 0 }}
          >
            {VIA[acesso.via]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lh={1.3}>
          {[
            // A share made offline is named by its matrícula until the server says whose it is.
            acesso.name !== `Matrícula ${acesso.matricula}` && `Matrícula ${acesso.matricula}`,
            acesso.detalhe,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {share && (
          <Text size="xs" c="dimmed" lh={1.3}>
            Por {share.shared_by.name} em {localDateTime(share.created_at)}
          </Text>
        )}
        {acesso.offline && <PendingBadge ids={[share?.id]} />}
        {onRevogar && (
          <Group mt={6}>
            <Button
              variant="light"
              color="red"
              leftSection={<IconLock size={18} />}
              aria-label={`Revogar o acesso de ${acesso.name}`}
              onClick={onRevogar}
            >
              Revogar acesso
            </Button>
          </Group>
        )}
      </Stack>
    </li>
  );
}

interface Revogacao {
  share: NonNullable<UsuarioComAcesso['compartilhamento']>;
  nome: string;
}

export function AcessosList({ caso, podeRevogar }: { caso: CasoView; podeRevogar: boolean }) {
  const acessos = usuariosComAcesso(caso);
  // A revoke ends an access, not a record someone edits: there is no version to name.
  const exclusao = useExclusao({
    pedido: ({ share }: Revogacao) => ({
      id: crypto.randomUUID(),
      op: 'deleteCompartilhamento',
      input: { params: { casoId: caso.id, compartilhamentoId: share.id } },
      label: `Revogar o acesso de ${share.user.name}`,
      casoId: caso.id,
    }),
    versao: () => undefined,
    success: REVOGADO,
  });

  return (
    <FormSection
      title="Usuários com acesso"
      icon={<IconUsers size={22} />}
      description="Veem e alteram este caso."
      aside={
        <Badge
          color="navy"
          variant="light"
          size="lg"
          radius="sm"
          aria-label={`${acessos.length} usuários com acesso`}
        >
          {acessos.length}
        </Badge>
      }
    >
      <ul className={classes.plainList} aria-label="Usuários com acesso">
        {acessos.map((acesso) => {
          const share = acesso.compartilhamento;
          const revogar =
            podeRevogar && share ? () => exclusao.pedir({ share, nome: acesso.name }) : undefined;
          return <Linha key={acesso.key} acesso={acesso} onRevogar={revogar} />;
        })}
      </ul>
      <ConfirmDialog
        {...exclusao.dialogo}
        title={`Revogar o acesso de ${exclusao.alvo?.nome ?? ''}?`}
        confirmLabel="Revogar"
        confirmIcon={<IconLock size={18} />}
        danger
      >
        Deixa de ver e alterar este caso (a menos que esteja na equipe). A revogação fica registrada.
      </ConfirmDialog>
    </FormSection>
  );
}
