import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PARENTESCOS, PESSOA_TIPO_FAMILIAR, PESSOA_TIPOS } from '../../../shared/options';
import { SCREENS } from '../../../shared/routes';
import { FormSection, useIsRefused } from '../../components/form';
import type { PessoaCasoView } from './caso-view';
import { SelectField } from './form-fields';
import type { PessoaFormValues } from './pessoa-form-values';
import { nameInList } from './pessoa-texts';

/** Witnesses and suspects: how they relate to which victim of the case (spec §3, §4). */
export function VinculoSection({ vitimas }: { vitimas: readonly PessoaCasoView[] }) {
  const { control, setValue } = useFormContext<PessoaFormValues>();
  const pessoaTipo = useWatch({ control, name: 'vinculo.pessoaTipo' });
  const isRefused = useIsRefused();

  return (
    <FormSection
      title="Vínculo"
      icon={<IconLink size={22} />}
      description="Relação desta pessoa com a vítima"
    >
      <SelectField
        name="vinculo.pessoaTipo"
        label="Tipo de vínculo"
        placeholder="Selecione o vínculo"
        data={PESSOA_TIPOS}
        withAsterisk
        onPick={(tipo) => {
          if (tipo !== PESSOA_TIPO_FAMILIAR) setValue('vinculo.parentesco', null);
        }}
      />
      {pessoaTipo === PESSOA_TIPO_FAMILIAR && (
        <SelectField
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
        <SelectField
          name="vinculo.vitimaVinculoId"
          label="Vítima"
          placeholder="Selecione a vítima"
          data={vitimas.map((vitima) => ({
            value: vitima.id,
            label: nameInList(vitima, isRefused([vitima.id, vitima.pessoa.id])),
          }))}
          withAsterisk
        />
      )}
    </FormSection>
  );
}
