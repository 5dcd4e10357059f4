import { Button, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CasoParaAcesso } from '../../components/AcessoJustificadoDialog';
import classes from './Perfil.module.css';
import type { DocumentosDoCaso } from './perfil-format';

const count = (n: number) => `${n} ${n === 1 ? 'documento' : 'documentos'}`;

/**
 * Documents captured in cases the reader may not read: listed with their case, opened only after
 * the same justification that opens the case.
 */
export function DocumentosBloqueados({
  grupos,
  onJustificar,
}: {
  grupos: DocumentosDoCaso[];
  onJustificar: (caso: CasoParaAcesso) => void;
}) {
  if (grupos.length === 0) return null;
  return (
    <section aria-labelledby="documentos-bloqueados">
      <Text id="documentos-bloqueados" fw={700} size="sm" mb={6}>
        Documentos de casos de outras equipes
      </Text>
      <ul className={classes.bloqueados}>
        {grupos.map(({ caso, documentos }) => (
          <li key={caso.id} className={classes.bloqueado}>
            <IconLock size={20} aria-hidden />
            <span className={classes.bloqueadoTexto}>
              <Text component="span" display="block" size="sm" fw={600}>
                {count(documentos.length)} ({documentos.map((documento) => documento.tipo).join(', ')})
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed">
                {caso.name} · {caso.identificador}
              </Text>
            </span>
            <Button
              variant="light"
              onClick={() => onJustificar(caso)}
              aria-label={`Justificar acesso aos documentos do caso ${caso.identificador}`}
            >
              Justificar acesso
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
