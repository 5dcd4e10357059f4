/**
 * /painel-admin (spec §2.3 'Admin panel'): 'Encontrar usuário' first — what an administrator comes
 * for most — opening 'Ver usuário'; then the tiles to the other administration screens, and Home.
 */
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  type Icon,
  IconBriefcase,
  IconBuilding,
  IconChevronRight,
  IconHome,
  IconKey,
  IconListDetails,
  IconSearch,
  IconUserPlus,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SCREENS, type ScreenName } from '../../../shared/routes';
import { antesDaLista } from '../../components/BuscaAntesDaLista';
import { FormSection, ScreenHeader, SearchField } from '../../components/form';
import { useSession } from '../../lib/session';
import classes from './Admin.module.css';
import { SituacaoBadges } from './SituacaoBadges';
import { useEncontrarUsuario } from './useUsuariosAdmin';
import { VerUsuarioModal } from './VerUsuarioModal';

interface Atalho {
  screen: ScreenName;
  label: string;
  description: string;
  icon: Icon;
}

const ATALHOS: Atalho[] = [
  { screen: 'userAdd', label: 'Novo usuário', description: 'Cadastrar um usuário', icon: IconUserPlus },
  { screen: 'logs', label: 'Logs', description: 'Registro do sistema', icon: IconListDetails },
  { screen: 'Roles', label: 'Perfis', description: 'Perfis e suas permissões', icon: IconUsersGroup },
  { screen: 'Permissions', label: 'Permissões', description: 'Nomes das permissões', icon: IconKey },
  { screen: 'Unidades', label: 'Unidades', description: 'Delegacias e lotações', icon: IconBuilding },
  { screen: 'Cargos', label: 'Cargos', description: 'Cargos dos usuários', icon: IconBriefcase },
];

function Resultados({
  busca,
  onAbrir,
}: {
  busca: ReturnType<typeof useEncontrarUsuario>;
  onAbrir: (id: string) => void;
}) {
  const estado = antesDaLista(busca, 'a busca de usuários volta com a conexão.');
  if (estado !== undefined || !busca.resultados) return estado;
  if (busca.resultados.length === 0) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Nenhum usuário encontrado.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={6} aria-label="Usuários encontrados" className={classes.lista}>
      {busca.resultados.map((usuario) => (
        <li key={usuario.id}>
          <button
            type="button"
            className={classes.resultado}
            onClick={() => onAbrir(usuario.id)}
            aria-label={`Ver usuário ${usuario.name}`}
          >
            <span className={classes.resultadoTexto}>
              <Text fw={600} lh={1.25}>
                {usuario.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.3}>
                {[`Matrícula ${usuario.matricula}`, usuario.perfis.map((p) => p.name).join(', ')]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <SituacaoBadges usuario={usuario} />
            </span>
            <IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          </button>
        </li>
      ))}
    </Stack>
  );
}

export default function PainelAdminScreen() {
  const { can } = useSession();
  const [texto, setTexto] = useState('');
  const [aberto, setAberto] = useState<string | null>(null);
  const busca = useEncontrarUsuario(texto);
  const atalhos = ATALHOS.filter((atalho) => can(SCREENS[atalho.screen].access));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group>
          <Button
            component={Link}
            to={SCREENS.home.path}
            variant="subtle"
            leftSection={<IconHome size={18} />}
            px="xs"
          >
            Home
          </Button>
        </Group>
        <ScreenHeader
          title="Painel Administrativo"
          subtitle="Usuários, perfis, permissões, unidades e cargos"
        />
      </Stack>

      <FormSection
        title="Encontrar usuário"
        icon={<IconSearch size={22} />}
        description="Matrícula (a partir de 4 dígitos) ou nome (a partir de 5 letras)."
      >
        <SearchField
          label="Matrícula ou nome"
          placeholder="1000123 ou Maria Souza"
          value={texto}
          onChange={setTexto}
        />
        <Resultados busca={busca} onAbrir={setAberto} />
      </FormSection>

      <nav aria-label="Administração" className={classes.grid}>
        {atalhos.map(({ screen, label, description, icon: AtalhoIcon }) => (
          <Link key={screen} to={SCREENS[screen].path} className={classes.tile}>
            <ThemeIcon size={40} radius="md" color="navy" variant="light" aria-hidden>
              <AtalhoIcon size={24} />
            </ThemeIcon>
            <span>
              <span className={classes.tileLabel}>{label}</span>
              <span className={classes.tileDescription}>{description}</span>
            </span>
          </Link>
        ))}
      </nav>

      <VerUsuarioModal userId={aberto} onClose={() => setAberto(null)} />
    </Stack>
  );
}
