/**
 * The seizure of an instrument, a weapon or an object (issue 42 item 5): serial number, seal
 * (lacre), where and when it was deposited. In the means' form and, for 'Objeto Apreendido', in the
 * vestígio's.
 */
import { IconShieldLock } from '@tabler/icons-react';
import type { apreensaoFields } from '../../shared/schemas/apreensao';
import type { FormValuesOf } from '../../shared/schemas/fields';
import { FormSection, fieldsFor } from './form';

const { TextField } = fieldsFor<FormValuesOf<typeof apreensaoFields>>();

export function ApreensaoSection({ description }: { description: string }) {
  return (
    <FormSection title="Apreensão" icon={<IconShieldLock size={22} />} description={description}>
      <TextField name="numero_serie" label="Número de série" maxLength={100} />
      <TextField name="lacre" label="Número do lacre" maxLength={60} />
      <TextField name="deposito_local" label="Local de depósito" maxLength={200} />
      <TextField name="deposito_data" label="Data do depósito" type="date" />
    </FormSection>
  );
}
