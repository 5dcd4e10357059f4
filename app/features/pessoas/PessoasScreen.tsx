import { Alert, Button, Stack } from '@mantine/core';
import { IconPlus, IconWifiOff } from '@tabler/icons-react';
import { SCREENS } from '../../../shared/routes';
import type { PessoaPapel } from '../../../shared/schemas/pessoas';
import { CasoUnavailable, ScreenHeader, useMunicipios, useSubtela } from '../../components/form';
import { CasoBloqueado } from '../casos/CasoBloqueado';
import { pessoasDoPapel } from '../casos/caso-view';
import { useSelectedCaso } from '../casos/useCaso';
import { useCasoPolicy } from '../casos/useCasoPolicy';
import { useEncaminhamentos } from './form-fields';
import { PessoaForm } from './PessoaForm';
import { PessoaList } from './PessoaList';
import { papelTexts } from './pessoa-texts';

const NO_CASO = 'Abra um caso para ver e cadastrar as pessoas envolvidas.';

/**
 * The people of one role in the selected case, and the form that adds one on the same screen
 * (spec §2.3 Person lists, Person add form).
 */
export function PessoasScreen({ papel }: { papel: PessoaPapel }) {
  const read = useSelectedCaso();
  const { caso } = read;
  const policy = useCasoPolicy(caso);
  const texts = papelTexts(papel);
  const adicionar = useSubtela('adicionar');
  // Read while online, so the add and edit forms have cities and referral places without signal.
  useMunicipios();
  useEncaminhamentos();

  if (!caso) {
    return (
      <Stack gap="md">
        <ScreenHeader title={texts.title} back={SCREENS.Caso.path} />
        <CasoUnavailable state={read} noCasoText={NO_CASO} />
      </Stack>
    );
  }

  const editable = policy.pode_editar;

  if (adicionar.aberta && editable) {
    return (
      <Stack gap="md">
        <ScreenHeader title={texts.addTitle} subtitle={caso.name} back={adicionar.fechar} />
        <PessoaForm papel={papel} caso={caso} onDone={adicionar.fechar} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ScreenHeader
        title={texts.title}
        count={pessoasDoPapel(caso, papel).length}
        back={SCREENS.Caso.path}
        action={
          editable && (
            <Button
              onClick={() => adicionar.abrir()}
              leftSection={<IconPlus size={20} />}
              color="gold.5"
              c="navy.9"
            >
              Adicionar
            </Button>
          )
        }
      />
      {read.offline && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
          Sem conexão com a Internet: mostrando os dados salvos neste aparelho.
        </Alert>
      )}
      <CasoBloqueado caso={caso} policy={policy} />
      <PessoaList papel={papel} caso={caso} editable={editable} />
    </Stack>
  );
}
