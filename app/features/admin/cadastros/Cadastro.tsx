/**
 * A registry screen (permissions, units, positions; spec §4 'menu, list, new'): the menu it opens
 * on, new and edit with the registry's form, and its list with the delete asked first. Each
 * registry gives its words, its form and its list. A record the server says the reader may not
 * change opens with the reason instead of its form.
 */
import { Alert, Stack } from '@mantine/core';
import { IconList, IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SCREENS } from '../../../../shared/routes';
import type { PoliticaAdmin } from '../../../../shared/schemas/politica-admin';
import { AddButton, ConfirmDialog, type Exclusao, ScreenHeader } from '../../../components/form';
import { AdminMenu } from '../AdminMenu';
import type { useVista } from '../useVista';

interface Entrada {
  label: string;
  description: string;
}

type Registro = { id: string | number; policy?: PoliticaAdmin };

interface CadastroProps<T extends Registro> {
  vistas: ReturnType<typeof useVista>;
  /** The screen's title, its menu's name and its list's. */
  titulo: string;
  listar: Entrada;
  /** Also the new one's title and the list's add button. */
  novo: Entrada;
  registros: readonly T[];
  edicao: {
    titulo: string;
    subtitulo?: (atual: T) => string;
    /** While the list is read, what stands for the one to edit. */
    carregando?: ReactNode;
    naoEncontrado: ReactNode;
    /** The registry's form, for a new one (null) or the one being edited. */
    formulario: (atual: T | null, voltar: () => void) => ReactNode;
  };
  /** How many the list holds, once known. */
  contagem: number | undefined;
  /** False when the list shown cannot be written to (no add button). */
  podeCriar?: boolean;
  exclusao: Exclusao<T>;
  confirmacao: { title: string; texto: ReactNode };
  /** The list view's body: notices and the list. */
  children: ReactNode;
}

export function Cadastro<T extends Registro>({
  vistas: { vista, id, ir },
  titulo,
  listar,
  novo,
  registros,
  edicao,
  contagem,
  podeCriar = true,
  exclusao,
  confirmacao,
  children,
}: CadastroProps<T>) {
  const voltarLista = () => ir('lista');

  if (vista === 'menu') {
    return (
      <Stack gap="md">
        <ScreenHeader title={titulo} back={SCREENS.PainelAdmin.path} />
        <AdminMenu
          label={titulo}
          entries={[
            { ...listar, icon: <IconList size={24} />, onClick: () => ir('lista') },
            { ...novo, icon: <IconPlus size={24} />, onClick: () => ir('novo') },
          ]}
        />
      </Stack>
    );
  }

  if (vista === 'novo' || vista === 'editar') {
    const atual = vista === 'editar' ? (registros.find((r) => String(r.id) === id) ?? null) : null;
    if (vista === 'editar' && !atual) {
      return (
        <Stack gap="md">
          <ScreenHeader title={edicao.titulo} back={voltarLista} />
          {edicao.carregando || edicao.naoEncontrado}
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <ScreenHeader
          title={atual ? edicao.titulo : novo.label}
          subtitle={atual ? edicao.subtitulo?.(atual) : undefined}
          back={voltarLista}
        />
        {atual?.policy?.pode_alterar === false ? (
          <Alert color="navy" variant="light" icon={<IconLock size={18} />} title="Só leitura">
            {atual.policy.motivo}
          </Alert>
        ) : (
          edicao.formulario(atual, voltarLista)
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ScreenHeader
        title={titulo}
        count={contagem}
        back={() => ir('menu')}
        action={podeCriar && <AddButton label={novo.label} onClick={() => ir('novo')} />}
      />
      {children}
      <ConfirmDialog
        {...exclusao.dialogo}
        title={confirmacao.title}
        confirmLabel="Excluir"
        confirmIcon={<IconTrash size={18} />}
        danger
      >
        {confirmacao.texto}
      </ConfirmDialog>
    </Stack>
  );
}
