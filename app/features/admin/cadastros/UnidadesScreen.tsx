/**
 * Units (spec §2.3 Units and positions, §4 Admin units and cargos): the menu, the list with its
 * filter (name contains, any case, sorted by name), new and edit (saving returns to the list) and
 * the delete after 'Quer mesmo excluir esta unidade?'. A unit where users are posted is refused.
 */
import { IconBuilding, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { cidadeLabel } from '../../../../shared/schemas/referencia';
import type { UnidadeDaLista } from '../../../../shared/schemas/unidades';
import { EmptyView, LoadingView, OfflineNotice, SearchField, useExclusao } from '../../../components/form';
import { queryClient } from '../../../lib/query-client';
import { useOfflineQuery } from '../../../offline/useOfflineQuery';
import { useVista } from '../useVista';
import { Cadastro } from './Cadastro';
import classes from './Cadastros.module.css';
import { RegistroRow } from './RegistroRow';
import { UnidadeForm } from './UnidadeForm';
import { filtrarUnidades } from './unidade-filtro';

export default function UnidadesScreen() {
  const vistas = useVista();
  const read = useOfflineQuery('listUnidades', {});
  const unidades = read.data?.data ?? [];
  const [filtro, setFiltro] = useState('');
  const exclusao = useExclusao({
    pedido: (unidade: UnidadeDaLista) => ({
      id: crypto.randomUUID(),
      op: 'deleteUnidade',
      input: { params: { unidadeId: unidade.id } },
      label: `Apagar unidade ${unidade.nome}`,
    }),
    success: 'Unidade removida.',
    failureTitle: 'Não foi possível excluir.',
    depois: () => void queryClient.invalidateQueries({ queryKey: ['listUnidades'] }),
  });
  const visiveis = filtrarUnidades(unidades, filtro);
  return (
    <Cadastro
      vistas={vistas}
      titulo="Unidades"
      listar={{ label: 'Listar unidades', description: 'Buscar, editar e excluir' }}
      novo={{ label: 'Nova unidade', description: 'Nome, telefone, endereço e cidade' }}
      registros={unidades}
      edicao={{
        titulo: 'Editar unidade',
        subtitulo: (atual) => atual.nome,
        carregando: read.loading && <LoadingView label="Carregando a unidade" blocks={[240]} />,
        naoEncontrado: <EmptyView icon={<IconBuilding size={34} />} title="Unidade não encontrada." />,
        formulario: (atual, voltar) => (
          <UnidadeForm key={atual?.id ?? 'nova'} atual={atual} onSaved={voltar} />
        ),
      }}
      contagem={read.data ? unidades.length : undefined}
      exclusao={exclusao}
      confirmacao={{
        title: 'Quer mesmo excluir esta unidade?',
        texto: exclusao.alvo
          ? `${exclusao.alvo.nome} deixará de existir. Esta ação não poderá ser desfeita.`
          : '',
      }}
    >
      <SearchField
        // A filter of the list shown, not a search sent: a plain text box.
        type="text"
        label="Filtrar por nome"
        placeholder="Parte do nome da unidade"
        value={filtro}
        onChange={setFiltro}
      />
      {read.fromCache && <OfflineNotice>mostrando as unidades salvas neste aparelho.</OfflineNotice>}
      {read.loading ? (
        <LoadingView label="Carregando unidades" blocks={[64, 64, 64]} />
      ) : !read.data ? (
        <EmptyView icon={<IconWifiOff size={34} />} title="Não foi possível carregar as unidades." />
      ) : visiveis.length === 0 ? (
        <EmptyView
          icon={<IconBuilding size={34} />}
          title="Nenhuma unidade encontrada."
          text={filtro ? 'Nenhum nome contém o texto do filtro.' : undefined}
        />
      ) : (
        <ul className={classes.list} aria-label="Unidades">
          {visiveis.map((unidade) => (
            <RegistroRow
              key={unidade.id}
              title={unidade.nome}
              detail={[
                unidade.cidade && cidadeLabel(unidade.cidade),
                unidade.telefone,
                typeof unidade.wifi_acima_mb === 'number' &&
                  `Aguarda Wi-Fi acima de ${unidade.wifi_acima_mb} MB`,
              ]
                .filter(Boolean)
                .join(' · ')}
              onEdit={() => vistas.ir('editar', unidade.id)}
              onDelete={() => exclusao.pedir(unidade)}
              policy={unidade.policy}
            />
          ))}
        </ul>
      )}
    </Cadastro>
  );
}
