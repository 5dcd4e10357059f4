/**
 * The views every registry (permissions, units, positions) shares around its own list: the menu it
 * opens on, and the new/edit view with its form (spec §4 'menu, list, new').
 */
import { Stack } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SCREENS } from '../../../shared/routes';
import { ScreenHeader } from '../../components/form';
import { AdminMenu } from './AdminMenu';
import type { Vista } from './useVista';

interface Entrada {
  label: string;
  description: string;
}

/** The registry's menu: list it, or add one. */
export function CadastroMenu({
  title,
  listar,
  novo,
  ir,
}: {
  title: string;
  listar: Entrada;
  novo: Entrada;
  ir: (vista: Vista) => void;
}) {
  return (
    <Stack gap="md">
      <ScreenHeader title={title} back={SCREENS.PainelAdmin.path} />
      <AdminMenu
        label={title}
        entries={[
          { ...listar, icon: <IconList size={24} />, onClick: () => ir('lista') },
          { ...novo, icon: <IconPlus size={24} />, onClick: () => ir('novo') },
        ]}
      />
    </Stack>
  );
}

/**
 * New or edit: the form, or — when the one to edit is not (or not yet) in the list — what stands
 * in its place under the edit title.
 */
export function CadastroEdicao({
  vista,
  atual,
  titulos,
  subtitle,
  voltar,
  carregando,
  naoEncontrado,
  children,
}: {
  vista: 'novo' | 'editar';
  /** The one being edited, as the list has it; null for a new one or one not found. */
  atual: object | null;
  titulos: { novo: string; editar: string };
  subtitle?: string;
  voltar: () => void;
  /** While the list is read, what stands for the one to edit. */
  carregando?: ReactNode;
  naoEncontrado: ReactNode;
  children: ReactNode;
}) {
  if (vista === 'editar' && !atual) {
    return (
      <Stack gap="md">
        <ScreenHeader title={titulos.editar} back={voltar} />
        {carregando || naoEncontrado}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <ScreenHeader title={atual ? titulos.editar : titulos.novo} subtitle={subtitle} back={voltar} />
      {children}
    </Stack>
  );
}
