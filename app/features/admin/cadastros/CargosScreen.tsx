/**
 * Positions (spec §2.3 Units and positions, §4 Admin units and cargos): the menu, the list, new and
 * edit (saving returns to the list) and the delete after 'Excluir cargo?'. When the list cannot be
 * read and the device has none, the 21 built-in positions are shown with 'Modo offline' (§8), read
 * only: what is written must be written to the server's list.
 */
import { Alert } from '@mantine/core';
import { IconBriefcase, IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Cargo } from '../../../../shared/schemas/equipe';
import { useCargos } from '../../../components/cargos/useCargos';
import { EmptyView, LoadingView, useExclusao } from '../../../components/form';
import { queryClient } from '../../../lib/query-client';
import { onOutboxNotice } from '../../../offline/fila/outbox';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';
import { useVista } from '../useVista';
import { Cadastro } from './Cadastro';
import classes from './Cadastros.module.css';
import { CargoForm } from './CargoForm';
import { RegistroRow } from './RegistroRow';

export default function CargosScreen() {
  const vistas = useVista();
  // Read again each time the screen opens: what this manager may rename follows their rights today.
  const read = useOfflineQuery('listCargos', {}, { reference: true, staleTime: 0 });
  // The server's list, or the built-in one with the 'Modo offline' warning (spec §8).
  const cargos = useCargos();
  const local = !read.data && !read.loading;
  const exclusao = useExclusao({
    pedido: (cargo: Cargo) => ({
      id: crypto.randomUUID(),
      op: 'deleteCargo',
      input: { params: { cargoId: cargo.id } },
      label: `Apagar cargo ${cargo.nome}`,
    }),
    success: 'Cargo removido.',
    failureTitle: 'Não foi possível excluir.',
    depois: () => void queryClient.invalidateQueries({ queryKey: ['listCargos'] }),
  });
  // The positions are reference data the shell's after-sync refresh leaves alone: a position
  // created offline shows once it was sent.
  useEffect(
    () =>
      onOutboxNotice((notice) => {
        if (notice.type === 'synced' && notice.result.sent > 0) {
          void queryClient.invalidateQueries({ queryKey: ['listCargos'] });
        }
      }),
    [],
  );

  return (
    <Cadastro
      vistas={vistas}
      titulo="Cargos"
      listar={{ label: 'Listar cargos', description: 'Editar e excluir' }}
      novo={{ label: 'Novo cargo', description: 'O nome do cargo' }}
      registros={cargos}
      edicao={{
        titulo: 'Editar cargo',
        subtitulo: (atual) => atual.nome,
        naoEncontrado: <EmptyView icon={<IconBriefcase size={34} />} title="Nenhum cargo encontrado." />,
        formulario: (atual, voltar) => <CargoForm key={atual?.id ?? 'novo'} atual={atual} onSaved={voltar} />,
      }}
      contagem={read.loading ? undefined : cargos.length}
      podeCriar={!local}
      exclusao={exclusao}
      confirmacao={{ title: 'Excluir cargo?', texto: 'Esta ação não poderá ser desfeita.' }}
    >
      {local && (
        <Alert color="yellow" variant="light" icon={<IconWifiOff size={18} />} p="xs" title="Modo offline">
          Lista de cargos carregada localmente. Para criar, editar ou excluir cargos é preciso conexão.
        </Alert>
      )}
      {read.loading ? (
        <LoadingView label="Carregando cargos" blocks={[64, 64, 64]} />
      ) : cargos.length === 0 ? (
        <EmptyView icon={<IconBriefcase size={34} />} title="Nenhum cargo encontrado." />
      ) : (
        <ul className={classes.list} aria-label="Cargos">
          {cargos.map((cargo) => (
            <RegistroRow
              key={cargo.id}
              title={cargo.nome}
              onEdit={local ? undefined : () => vistas.ir('editar', cargo.id)}
              onDelete={local ? undefined : () => exclusao.pedir(cargo)}
              policy={cargo.policy}
            />
          ))}
        </ul>
      )}
    </Cadastro>
  );
}
