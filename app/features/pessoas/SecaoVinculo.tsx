import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PARENTESCOS, PESSOA_TIPO_FAMILIAR, PESSOA_TIPOS } from '../../../shared/options';
import { SCREENS } from '../../../shared/routes';
import type { PessoaCasoView } from '../casos/caso-view';
import { CampoOpcoes } from './campos';
import { nomeNaLista, type PessoaFormValues } from './pessoa-form';
import { Secao } from './Secao';

/** Witnesses and suspects: how they relate to which victim of the case (spec §3, §4). */
export function SecaoVinculo({ vitimas }: { vitimas: readonly PessoaCasoView[] }) {
  const { control, setValue } = useFormContext<PessoaFormValues>();
  const pessoaTipo = useWatch({ control, name: 'vinculo.pessoaTipo' });

  return (
    <Secao titulo="Vínculo" icone={<IconLink size={22} />} descricao="Relação desta pessoa com a vítima">
      <CampoOpcoes
        name="vinculo.pessoaTipo"
        label="Tipo de vínculo"
        placeholder="Selecione o vínculo"
        data={PESSOA_TIPOS}
        withAsterisk
        aoMudar={(tipo) => {
          if (tipo !== PESSOA_TIPO_FAMILIAR) setValue('vinculo.parentesco', null);
        }}
      />
      {pessoaTipo === PESSOA_TIPO_FAMILIAR && (
        <CampoOpcoes
          name="vinculo.parentesco"
          label="Parentesco"
          placeholder="Selecione o parentesco"
          data={PARENTESCOS}
          withAsterisk
        />
      )}
      {vitimas.length === 0 ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="Nenhuma vítima no caso"
        >
          Cadastre primeiro a vítima a quem esta pessoa está ligada.{' '}
          <Anchor component={Link} to={SCREENS.vitima.path} fw={600}>
            Cadastrar vítima
          </Anchor>
        </Alert>
      ) : (
        <CampoOpcoes
          name="vinculo.vitimaVinculoId"
          label="Vítima"
          placeholder="Selecione a vítima"
          data={vitimas.map((vitima) => ({ value: vitima.id, label: nomeNaLista(vitima) }))}
          withAsterisk
        />
      )}
    </Secao>
  );
}
