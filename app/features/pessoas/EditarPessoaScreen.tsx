import { Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconUserExclamation } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { SCREENS } from '../../../shared/routes';
import { PESSOA_PAPEIS, type PessoaPapel } from '../../../shared/schemas/pessoas';
import { pessoasDoPapel } from '../casos/caso-view';
import { useCasoAtual } from '../casos/useCaso';
import { Cabecalho } from './Cabecalho';
import { EstadoDoCaso } from './EstadoDoCaso';
import { EstadoVazio } from './EstadoVazio';
import { PessoaForm } from './PessoaForm';
import { textosDoPapel } from './pessoa-form';

function papelDa(rota: string | undefined): PessoaPapel | null {
  return PESSOA_PAPEIS.find((papel) => papel === rota) ?? null;
}

/**
 * Edit one person of the selected case (/update/pessoa/:pessoa_id/:rota). The row comes from the
 * case as the device holds it, so people saved offline can be edited offline too.
 */
export default function EditarPessoaScreen() {
  const { pessoa_id: pessoaId, rota } = useParams();
  const navigate = useNavigate();
  const leitura = useCasoAtual();
  const papel = papelDa(rota);
  const lista = papel ? SCREENS[papel].path : SCREENS.Caso.path;
  const titulo = papel ? `Editar ${textosDoPapel(papel).tipo}` : 'Editar pessoa';

  const { caso } = leitura;
  if (!caso) {
    return (
      <Stack gap="md">
        <Cabecalho titulo={titulo} voltar={lista} />
        <EstadoDoCaso leitura={leitura} />
      </Stack>
    );
  }

  const linha = papel ? pessoasDoPapel(caso, papel).find((row) => row.pessoa.id === pessoaId) : undefined;
  if (!papel || !linha) {
    return (
      <Stack gap="md">
        <Cabecalho titulo={titulo} voltar={lista} />
        <EstadoVazio
          icone={<IconUserExclamation size={34} />}
          titulo="Pessoa não encontrada"
          texto="Ela pode ter sido removida deste caso."
        >
          <Button component={Link} to={lista} leftSection={<IconArrowLeft size={20} />}>
            Voltar
          </Button>
        </EstadoVazio>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Cabecalho titulo={titulo} subtitulo={linha.pessoa.nome} voltar={lista} />
      <PessoaForm key={linha.id} papel={papel} caso={caso} linha={linha} onConcluir={() => navigate(lista)} />
    </Stack>
  );
}
