/**
 * Permissions (spec §2.3 Permissions, §4 'Permissions screen: menu, list, new'): the menu, the
 * list, new and edit, and the delete after 'Excluir? Ação irreversível.'. The eight the code checks
 * are marked and cannot be deleted or renamed; the screen says why.
 */
import { Alert, Badge } from '@mantine/core';
import { IconKey, IconLock, IconWifiOff } from '@tabler/icons-react';
import type { Permissao } from '../../../../shared/schemas/papeis';
import { EmptyView, LoadingView, OfflineNotice, useExclusao } from '../../../components/form';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';
import { useVista } from '../useVista';
import { Cadastro } from './Cadastro';
import classes from './Cadastros.module.css';
import { PermissaoForm } from './PermissaoForm';
import { RegistroRow } from './RegistroRow';

export default function PermissoesScreen() {
  const vistas = useVista();
  const read = useOfflineQuery('listPermissoes', {});
  const permissoes = read.data?.data ?? [];
  const exclusao = useExclusao({
    pedido: (permissao: Permissao) => ({
      id: crypto.randomUUID(),
      op: 'deletePermissao',
      input: { params: { permissionId: permissao.id } },
      label: `Apagar permissão ${permissao.name}`,
    }),
    success: 'Permissão removida com sucesso',
    failureTitle: 'Não foi possível excluir.',
  });
  return (
    <Cadastro
      vistas={vistas}
      titulo="Permissões"
      listar={{ label: 'Listar permissões', description: 'Ver, editar e excluir' }}
      novo={{ label: 'Nova permissão', description: 'Nome e rótulo' }}
      registros={permissoes}
      edicao={{
        titulo: 'Editar permissão',
        carregando: read.loading && <LoadingView label="Carregando a permissão" blocks={[64, 64]} />,
        naoEncontrado: <EmptyView icon={<IconKey size={34} />} title="Permissão não encontrada." />,
        formulario: (atual, voltar) => (
          <PermissaoForm key={atual?.id ?? 'nova'} atual={atual} onSaved={voltar} />
        ),
      }}
      contagem={read.data ? permissoes.length : undefined}
      exclusao={exclusao}
      confirmacao={{
        title: 'Excluir? Ação irreversível.',
        texto: exclusao.alvo
          ? `A permissão ${exclusao.alvo.label} (${exclusao.alvo.name}) será excluída e retirada de ${exclusao.alvo.perfis === 1 ? '1 perfil' : `${exclusao.alvo.perfis} perfis`}.`
          : '',
      }}
    >
      {read.fromCache && <OfflineNotice>mostrando as permissões salvas neste aparelho.</OfflineNotice>}
      {read.loading ? (
        <LoadingView label="Carregando permissões" blocks={[64, 64, 64]} />
      ) : !read.data ? (
        <EmptyView icon={<IconWifiOff size={34} />} title="Não foi possível carregar as permissões." />
      ) : (
        <>
          <Alert color="navy" variant="light" icon={<IconLock size={18} />} p="xs">
            As marcadas “do sistema” liberam as telas do aplicativo: não podem ser excluídas nem renomeadas.
          </Alert>
          <ul className={classes.list} aria-label="Permissões">
            {permissoes.map((permissao) => (
              <RegistroRow
                key={permissao.id}
                title={permissao.label}
                detail={`${permissao.name} · ${permissao.perfis} ${permissao.perfis === 1 ? 'perfil' : 'perfis'}`}
                badge={
                  permissao.protegida ? (
                    <Badge color="navy" variant="light" size="sm" leftSection={<IconLock size={12} />}>
                      do sistema
                    </Badge>
                  ) : undefined
                }
                onEdit={() => vistas.ir('editar', permissao.id)}
                onDelete={permissao.protegida ? undefined : () => exclusao.pedir(permissao)}
              />
            ))}
          </ul>
        </>
      )}
    </Cadastro>
  );
}
