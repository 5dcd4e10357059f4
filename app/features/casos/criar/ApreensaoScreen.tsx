import { IconLock, IconPlayerPlayFilled, IconZoomScan } from '@tabler/icons-react';
import { SCREENS } from '../../../../shared/routes';
import { Notice } from '../../../components/form';
import { useSession } from '../../../lib/session';
import { CasoNomeForm } from './CasoNomeForm';
import { CasoNomePagina } from './CasoNomePagina';

/** /apreensao: the quick variant of case creation, started at the scene (spec §2.3). */
export default function ApreensaoScreen() {
  // The route table opens this screen with editar_casos, but creating a case takes criar_casos:
  // say so up front rather than let the officer type a name the server will refuse.
  const canCreate = useSession().can(SCREENS.casoNome.access);
  return (
    <CasoNomePagina
      icon={IconZoomScan}
      title="Apreensão"
      subtitle="Dê um nome ao caso para começar o registro."
    >
      {canCreate ? (
        <CasoNomeForm
          placeholder="Algo que identifique o caso"
          submitLabel="INICIAR"
          submitIcon={<IconPlayerPlayFilled size={20} />}
        />
      ) : (
        <Notice color="yellow" icon={IconLock} title="Sem permissão para criar casos">
          Seu perfil pode registrar dados em casos já abertos, mas não abrir um caso novo. Peça a quem criou o
          caso que o compartilhe com você.
        </Notice>
      )}
    </CasoNomePagina>
  );
}
