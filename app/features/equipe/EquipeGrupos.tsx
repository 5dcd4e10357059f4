/** The team grouped by institution (spec §9 'Team display groups'), the delegate marked. */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { agruparEquipe, type EquipeGrupo } from '../../../shared/equipe';
import type { Delegado } from '../../../shared/schemas/equipe';
import { DeleteButton, PendingBadge } from '../../components/form';
import classes from '../../components/usuarios/Usuarios.module.css';
import type { EquipeMembroView } from './caso-view';

interface EquipeGruposProps {
  equipe: readonly EquipeMembroView[];
  delegado: Delegado;
  /** The groups' heading level: under the screen's title, or under the report's 'Equipe'. */
  nivel: 2 | 3;
  onDelete?: (membro: EquipeMembroView) => void;
}

function Membro({
  membro,
  delegado,
  onDelete,
}: {
  membro: EquipeMembroView;
  delegado: boolean;
  onDelete?: (membro: EquipeMembroView) => void;
}) {
  const linha = [`Matrícula ${membro.matricula}`, membro.unidade?.nome].filter(Boolean).join(' · ');
  return (
    <li className={[classes.membro, membro.offline && classes.offline].filter(Boolean).join(' ')}>
      <Group wrap="nowrap" gap="sm" align="center">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text className={classes.nome}>{membro.name}</Text>
            {delegado && (
              <Badge color="gold.5" c="navy.9" size="sm" radius="sm">
                Delegado do caso
              </Badge>
            )}
          </Group>
          {/* Spec §3: the cargo is read back uppercased. */}
          <Text size="sm" c="dimmed" lh={1.3} className={classes.cargo}>
            {membro.cargo.nome.toLocaleUpperCase('pt-BR')}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {linha}
          </Text>
          {membro.offline && <PendingBadge ids={[membro.id]} />}
        </Stack>
        {onDelete && (
          <DeleteButton label={`Deletar ${membro.name}`} onClick={() => onDelete(membro)} iconSize={20} />
        )}
      </Group>
    </li>
  );
}

function Grupo({
  grupo,
  membros,
  nivel,
  delegado,
  onDelete,
}: {
  grupo: EquipeGrupo;
  membros: EquipeMembroView[];
  nivel: 2 | 3;
  delegado: Delegado;
  onDelete?: (membro: EquipeMembroView) => void;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" px="md" py="sm" shadow="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={nivel} size="h4" c="var(--rip-heading)" id={titleId}>
          {grupo}
        </Title>
        <Badge
          color="navy"
          variant="light"
          size="lg"
          radius="sm"
          aria-label={`${membros.length} na ${grupo}`}
        >
          {membros.length}
        </Badge>
      </Group>
      <ul className={classes.plainList}>
        {membros.map((membro) => (
          <Membro
            key={membro.id}
            membro={membro}
            delegado={delegado?.matricula === membro.matricula}
            onDelete={onDelete}
          />
        ))}
      </ul>
    </Paper>
  );
}

export function EquipeGrupos({ equipe, delegado, nivel, onDelete }: EquipeGruposProps) {
  return (
    <Stack gap="sm">
      {agruparEquipe(equipe).map(({ grupo, membros }) => (
        <Grupo
          key={grupo}
          grupo={grupo}
          membros={membros}
          nivel={nivel}
          delegado={delegado}
          onDelete={onDelete}
        />
      ))}
    </Stack>
  );
}
