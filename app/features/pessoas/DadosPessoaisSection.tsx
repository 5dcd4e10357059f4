import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconId, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatCpf } from '../../../shared/formatos/cpf';
import { formatTelefone } from '../../../shared/formatos/text';
import { CORES, ESTADOS_CIVIS, SEXOS } from '../../../shared/options';
import { SCREENS } from '../../../shared/routes';
import { formValues } from '../../../shared/schemas/fields';
import type { CaracteristicasInput, PessoaCandidata, PessoaInput } from '../../../shared/schemas/pessoas';
import { pessoaFields } from '../../../shared/schemas/pessoas';
import { FormSection } from '../../components/form';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { SelectField, TextField } from './form-fields';
import { PessoaSearch } from './PessoaSearch';
import { mergeKnown, type PessoaFormValues, pessoaFromCandidata } from './pessoa-form-values';
import { cpfDaCandidata } from './pessoa-texts';

interface Picked {
  candidata: PessoaCandidata;
  /** What the form held before, put back by 'Desfazer'. */
  pessoa: PessoaInput;
  caracteristicas: CaracteristicasInput;
}

interface DadosPessoaisSectionProps {
  /** Only a new person can be swapped for a known one. */
  withSearch: boolean;
  alreadyInCaso: ReadonlySet<string>;
}

function PickedCard({ picked, onUndo }: { picked: Picked; onUndo: () => void }) {
  return (
    <Paper radius="md" p="sm" withBorder className="rip-picked">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color="gold.6" variant="filled" c="navy.9" leftSection={<IconUserCheck size={14} />}>
            Pessoa já cadastrada
          </Badge>
        </Group>
        <Text fw={600} lh={1.3}>
          {picked.candidata.nome}
        </Text>
        {cpfDaCandidata(picked.candidata) && (
          <Text size="sm" c="dimmed">
            {cpfDaCandidata(picked.candidata)}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          O que já se sabe desta pessoa é o ponto de partida; o que for registrado aqui vale só para este
          caso. Uma mudança de nome, CPF, RG, nascimento ou filiação aparece no histórico dos outros casos
          dela.
        </Text>
        <Group>
          <Button variant="default" leftSection={<IconArrowBackUp size={18} />} onClick={onUndo}>
            Desfazer
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function DadosPessoaisSection({ withSearch, alreadyInCaso }: DadosPessoaisSectionProps) {
  const { getValues, setValue, clearErrors } = useFormContext<PessoaFormValues>();
  const { can } = useSession();
  const [picked, setPicked] = useState<Picked | null>(null);

  const pick = async (candidata: PessoaCandidata) => {
    const pessoa = getValues('pessoa');
    setPicked({ candidata, pessoa, caracteristicas: getValues('caracteristicas_fisicas') });
    setValue('pessoa', pessoaFromCandidata(pessoa, candidata), { shouldDirty: true });
    clearErrors('pessoa');
    // The search carries a few fields; the profile has the whole record, so the officer sees what is
    // known as the starting point of this case's record, and what is changed stays in this case.
    if (!can(SCREENS.perfil.access)) return;
    try {
      const perfil = await call('getPerfil', { params: { pessoaId: candidata.id } });
      if (getValues('pessoa.id') !== candidata.id) return;
      const known = { id: perfil.pessoa.id, ...formValues(pessoaFields, perfil.pessoa) };
      setValue('pessoa', mergeKnown(getValues('pessoa'), known), { shouldDirty: true });
      if (perfil.caracteristicas_fisicas) {
        const traits = mergeKnown(getValues('caracteristicas_fisicas'), perfil.caracteristicas_fisicas);
        setValue('caracteristicas_fisicas', traits, { shouldDirty: true });
      }
    } catch (error) {
      console.warn('Perfil da pessoa indisponível; mantidos os dados da busca', error);
    }
  };

  const undo = () => {
    if (!picked) return;
    setValue('pessoa', picked.pessoa, { shouldDirty: true });
    setValue('caracteristicas_fisicas', picked.caracteristicas, { shouldDirty: true });
    clearErrors('pessoa');
    setPicked(null);
  };

  return (
    <FormSection title="Dados pessoais" icon={<IconId size={22} />}>
      {withSearch &&
        (picked ? (
          <PickedCard picked={picked} onUndo={undo} />
        ) : (
          <PessoaSearch alreadyInCaso={alreadyInCaso} onPick={(candidata) => void pick(candidata)} />
        ))}
      <TextField name="pessoa.nome" label="Nome" withAsterisk titleCase />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField name="pessoa.vulgo" label="Vulgo" titleCase />
        <TextField name="pessoa.data_nascimento" label="Data de nascimento" type="date" />
        <TextField
          name="pessoa.cpf"
          label="CPF"
          inputMode="numeric"
          placeholder="000.000.000-00"
          format={formatCpf}
        />
        <TextField name="pessoa.rg" label="RG" />
        <TextField name="pessoa.pai" label="Pai" titleCase />
        <TextField name="pessoa.mae" label="Mãe" titleCase />
        <SelectField name="pessoa.sexo" label="Sexo" data={SEXOS} />
        <SelectField name="pessoa.cor" label="Cor" data={CORES} />
        <SelectField name="pessoa.estado_civil" label="Estado civil" data={ESTADOS_CIVIS} />
        <TextField name="pessoa.conjuje" label="Cônjuge" titleCase />
        <TextField name="pessoa.profissao" label="Profissão" titleCase />
        <TextField name="pessoa.naturalidade" label="Naturalidade" titleCase />
        <TextField name="pessoa.faccao" label="Facção" titleCase />
        <TextField name="pessoa.comparsa" label="Comparsa" titleCase />
        <TextField name="pessoa.email" label="E-mail" type="email" inputMode="email" />
        <TextField
          name="pessoa.telefone"
          label="Telefone"
          type="tel"
          inputMode="tel"
          placeholder="(83) 99999-9999"
          format={formatTelefone}
        />
      </SimpleGrid>
    </FormSection>
  );
}
