import { Alert, Button, Stack } from '@mantine/core';
import { IconEye, IconPlus, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { SCREENS } from '../../../shared/routes';
import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import { pessoasDoPapel } from '../casos/caso-view';
import { useCasoAtual } from '../casos/useCaso';
import { Cabecalho } from './Cabecalho';
import { EstadoDoCaso } from './EstadoDoCaso';
import { PessoaForm } from './PessoaForm';
import { PessoaLista } from './PessoaLista';
import { textosDoPapel } from './pessoa-form';
import { useEncaminhamentos, useMunicipios } from './useReferencias';

/**
 * The people of one role in the selected case, and the form that adds one on the same screen
 * (spec §2.3 Person lists, Person add form).
 */
export function PessoasScreen({ papel }: { papel: PessoaPapel }) {
  const leitura = useCasoAtual();
  const { caso, semConexao } = leitura;
  const textos = textosDoPapel(papel);
  const [adicionando, setAdicionando] = useState(false);
  // Read while online, so the add and edit forms have cities and referral places without signal.
  useMunicipios();
  useEncaminhamentos();

  const estado = <EstadoDoCaso leitura={leitura} />;
  if (!caso) {
    return (
      <Stack gap="md">
        <Cabecalho titulo={textos.titulo} voltar={SCREENS.Caso.path} />
        {estado}
      </Stack>
    );
  }

  const editavel = caso.acesso !== 'justificado';

  if (adicionando && editavel) {
    return (
      <Stack gap="md">
        <Cabecalho titulo={textos.novo} subtitulo={caso.name} voltar={() => setAdicionando(false)} />
        <PessoaForm
          papel={papel}
          caso={caso}
          onConcluir={() => {
            setAdicionando(false);
            window.scrollTo({ top: 0 });
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Cabecalho
        titulo={textos.titulo}
        contagem={pessoasDoPapel(caso, papel).length}
        voltar={SCREENS.Caso.path}
        acao={
          editavel && (
            <Button
              onClick={() => {
                setAdicionando(true);
                window.scrollTo({ top: 0 });
              }}
              leftSection={<IconPlus size={20} />}
              color="gold.5"
              c="navy.9"
            >
              Adicionar
            </Button>
          )
        }
      />
      {semConexao && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
          Sem conexão com a Internet: mostrando os dados salvos neste aparelho.
        </Alert>
      )}
      {!editavel && (
        <Alert color="navy" variant="light" icon={<IconEye size={18} />} p="xs">
          Você tem acesso somente para leitura a este caso.
        </Alert>
      )}
      <PessoaLista papel={papel} caso={caso} editavel={editavel} />
    </Stack>
  );
}
