/**
 * The refused second 'Local do Crime' beside the one the case holds, read from the server as the
 * case shows it (issue 26). The form (online) and the sync list (offline) both open this.
 */
import { Group, Loader, Text } from '@mantine/core';
import { localCrimeCreateRequest } from '../../../shared/schemas/locais';
import { localDateTime } from '../../lib/format';
import { useOfflineQuery } from '../../offline/useOfflineQuery';
import { useCasoOverlayContext } from '../casos/useCaso';
import { ComparacaoLocais } from './ComparacaoLocais';
import { localizacao } from './caso-overlay';
import type { LocalCrimeView } from './caso-view';

/** The case's saved location: null when it has none; the version goes with the delete that replaces it. */
export type LocalSalvo = Pick<LocalCrimeView, 'id' | 'versao'> | null;

interface LocalJaSalvoProps {
  casoId: string;
  /** What the officer typed: the create's body. */
  corpo: unknown;
  /** When it was typed (epoch milliseconds). */
  feitoEm: number;
  busy: boolean;
  onUsarMeu: (salvo: LocalSalvo) => void;
  onManterSalvo: () => void;
}

export function LocalJaSalvo({ casoId, corpo, feitoEm, busy, onUsarMeu, onManterSalvo }: LocalJaSalvoProps) {
  const read = useOfflineQuery('getCaso', { params: { casoId } });
  const context = useCasoOverlayContext();
  const parsed = localCrimeCreateRequest.safeParse(corpo);
  if (!parsed.success || !context) return null;
  if (read.loading) {
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm">Lendo o local salvo no caso…</Text>
      </Group>
    );
  }
  if (!read.data) {
    return (
      <Text size="sm" c="var(--mantine-color-error)">
        Não foi possível ler o local salvo no caso. Tente de novo com conexão.
      </Text>
    );
  }
  const meu = {
    ...localizacao(parsed.data, feitoEm, context),
    condicoes: parsed.data.condicoes,
  };
  const salvo = read.data.geolocalizacao_caso.find((local) => local.id !== parsed.data.id) ?? null;
  return (
    <ComparacaoLocais
      meu={meu}
      salvo={salvo}
      feitoEm={localDateTime(new Date(feitoEm).toISOString())}
      busy={busy || read.fetching}
      onUsarMeu={() => onUsarMeu(salvo && { id: salvo.id, versao: salvo.versao })}
      onManterSalvo={onManterSalvo}
    />
  );
}
