import { Badge, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import type { PerfilPessoa } from '../../../shared/schemas/perfil';
import classes from './Perfil.module.css';
import { SEM_DADOS } from './PerfilCard';
import { PAPEL_BADGES } from './perfil-format';

export type Ocorrencia = PerfilPessoa['ocorrencias'][number];

/** The cases the person appears in; one of another team opens only after a justification. */
export function OcorrenciasList({
  ocorrencias,
  onOpen,
}: {
  ocorrencias: Ocorrencia[];
  onOpen: (o: Ocorrencia) => void;
}) {
  if (ocorrencias.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {SEM_DADOS}
      </Text>
    );
  }
  return (
    <ul className={classes.ocorrencias}>
      {ocorrencias.map((ocorrencia) => {
        const papel = PAPEL_BADGES[ocorrencia.tipo];
        const { caso } = ocorrencia;
        return (
          <li key={`${caso.id}-${ocorrencia.tipo}`}>
            <UnstyledButton
              className={classes.ocorrencia}
              onClick={() => onOpen(ocorrencia)}
              aria-label={`${papel.label}: ${caso.name}, ${caso.identificador}${ocorrencia.acessivel ? '' : ' (acesso justificado)'}`}
            >
              <Badge color={papel.color} variant="light" radius="sm" className={classes.papel}>
                {papel.label}
              </Badge>
              <span className={classes.ocorrenciaTexto}>
                <Text
                  component="span"
                  display="block"
                  fw={700}
                  size="sm"
                  lh={1.3}
                  className={classes.casoNome}
                >
                  {caso.name}
                </Text>
                <Text component="span" display="block" size="xs" c="dimmed" lh={1.3}>
                  {caso.identificador}
                </Text>
              </span>
              {!ocorrencia.acessivel && <IconLock size={18} aria-hidden className={classes.cadeado} />}
              <IconChevronRight size={18} aria-hidden className={classes.seta} />
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
