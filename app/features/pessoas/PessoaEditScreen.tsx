import { Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconUserExclamation } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { PESSOA_PAPEIS, type PessoaPapel } from '../../../shared/schemas/pessoas';
import { CasoFrame, CasoUnavailable, EmptyView, ScreenHeader } from '../../components/form';
import { useSelectedCaso } from '../casos/useCaso';
import { pessoasDoPapel } from './caso-view';
import { PessoaForm } from './PessoaForm';
import { papelTexts } from './pessoa-texts';

function papelOf(rota: string | undefined): PessoaPapel | null {
  return PESSOA_PAPEIS.find((papel) => papel === rota) ?? null;
}

/**
 * Edit one person of the selected case (/update/pessoa/:pessoa_id/:rota). The row comes from the
 * case as the device holds it, so people saved offline can be edited offline too.
 */
export default function PessoaEditScreen() {
  const { pessoa_id: pessoaId, rota } = useParams();
  const navigate = useNavigate();
  const read = useSelectedCaso();
  const papel = papelOf(rota);
  const list = papel ? SCREENS[papel].path : SCREENS.Caso.path;
  const title = papel ? `Editar ${papelTexts(papel).tipo}` : 'Editar pessoa';

  const { caso } = read;
  if (!caso) {
    return (
      <CasoUnavailable
        title={title}
        state={read}
        noCasoText="Abra um caso para editar as pessoas envolvidas."
        back={list}
      />
    );
  }

  const row = papel ? pessoasDoPapel(caso, papel).find((r) => r.pessoa.id === pessoaId) : undefined;
  if (!papel || !row) {
    return (
      <Stack gap="md">
        <ScreenHeader title={title} back={list} />
        <EmptyView
          icon={<IconUserExclamation size={34} />}
          title="Pessoa não encontrada"
          text="Ela pode ter sido removida deste caso."
        >
          <Button component={Link} to={list} leftSection={<IconArrowLeft size={20} />}>
            Voltar
          </Button>
        </EmptyView>
      </Stack>
    );
  }

  return (
    <CasoFrame title={title} caso={caso} subtitle={row.pessoa.nome} back={list}>
      <PessoaForm key={row.id} papel={papel} caso={caso} row={row} onDone={() => navigate(list)} />
    </CasoFrame>
  );
}
