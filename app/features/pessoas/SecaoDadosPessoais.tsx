import { Badge, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowBackUp, IconId, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { formatCpf } from '../../../shared/cpf';
import { CORES, ESTADOS_CIVIS, SEXOS } from '../../../shared/options';
import { SCREENS } from '../../../shared/routes';
import { perfilPessoa } from '../../../shared/schemas/perfil';
import type { CaracteristicasInput, PessoaCandidata, PessoaInput } from '../../../shared/schemas/pessoas';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session';
import { BuscaPessoa } from './BuscaPessoa';
import { CampoOpcoes, CampoTexto } from './campos';
import { mesclarConhecido, type PessoaFormValues, pessoaDeCandidata, pessoaParaForm } from './pessoa-form';
import { Secao } from './Secao';

interface Escolhida {
  candidata: PessoaCandidata;
  /** What the form held before, put back by 'Desfazer'. */
  pessoa: PessoaInput;
  caracteristicas: CaracteristicasInput;
}

interface SecaoDadosPessoaisProps {
  /** Only a new person can be swapped for a known one. */
  comBusca: boolean;
  jaNoCaso: ReadonlySet<string>;
}

export function SecaoDadosPessoais({ comBusca, jaNoCaso }: SecaoDadosPessoaisProps) {
  const { getValues, setValue, clearErrors } = useFormContext<PessoaFormValues>();
  const { can } = useSession();
  const [escolhida, setEscolhida] = useState<Escolhida | null>(null);

  const escolher = async (candidata: PessoaCandidata) => {
    const pessoa = getValues('pessoa');
    setEscolhida({ candidata, pessoa, caracteristicas: getValues('caracteristicas_fisicas') });
    setValue('pessoa', pessoaDeCandidata(pessoa, candidata), { shouldDirty: true });
    clearErrors('pessoa');
    // The search carries a few fields; the profile has the whole record, so the officer sees what is
    // known and completes only what is missing (the server keeps a known person's recorded values).
    if (!can(SCREENS.perfil.access)) return;
    try {
      const perfil = perfilPessoa.parse(await api.get<unknown>(`/pessoas/${candidata.id}/perfil`));
      if (getValues('pessoa.id') !== candidata.id) return;
      setValue('pessoa', mesclarConhecido(getValues('pessoa'), pessoaParaForm(perfil.pessoa)), {
        shouldDirty: true,
      });
      if (perfil.caracteristicas_fisicas) {
        const conhecidas = mesclarConhecido(
          getValues('caracteristicas_fisicas'),
          perfil.caracteristicas_fisicas,
        );
        setValue('caracteristicas_fisicas', conhecidas, { shouldDirty: true });
      }
    } catch (error) {
      console.warn('Perfil da pessoa indisponível; mantidos os dados da busca', error);
    }
  };

  const desfazer = () => {
    if (!escolhida) return;
    setValue('pessoa', escolhida.pessoa, { shouldDirty: true });
    setValue('caracteristicas_fisicas', escolhida.caracteristicas, { shouldDirty: true });
    clearErrors('pessoa');
    setEscolhida(null);
  };

  return (
    <Secao titulo="Dados pessoais" icone={<IconId size={22} />}>
      {comBusca &&
        (escolhida ? (
          <Paper
            radius="md"
            p="sm"
            bg="gold.0"
            withBorder
            style={{ borderColor: 'var(--mantine-color-gold-3)' }}
          >
            <Group justify="space-between" wrap="nowrap" align="center" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Badge color="gold.6" variant="filled" c="navy.9" leftSection={<IconUserCheck size={14} />}>
                  Pessoa já cadastrada
                </Badge>
                <Text fw={600} mt={6} lh={1.3}>
                  {escolhida.candidata.nome}
                </Text>
                {escolhida.candidata.cpf && (
                  <Text size="sm" c="dimmed">
                    CPF {formatCpf(escolhida.candidata.cpf)}
                  </Text>
                )}
              </div>
              <Button variant="default" leftSection={<IconArrowBackUp size={18} />} onClick={desfazer}>
                Desfazer
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mt={6}>
              O que já está cadastrado é mantido; os campos vazios podem ser completados.
            </Text>
          </Paper>
        ) : (
          <BuscaPessoa jaNoCaso={jaNoCaso} onEscolher={(candidata) => void escolher(candidata)} />
        ))}
      <CampoTexto name="pessoa.nome" label="Nome" withAsterisk autoComplete="off" />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <CampoTexto name="pessoa.vulgo" label="Vulgo" autoComplete="off" />
        <CampoTexto name="pessoa.data_nascimento" label="Data de nascimento" type="date" />
        <CampoTexto
          name="pessoa.cpf"
          label="CPF"
          inputMode="numeric"
          placeholder="000.000.000-00"
          formatar={formatCpf}
          autoComplete="off"
        />
        <CampoTexto name="pessoa.rg" label="RG" autoComplete="off" />
        <CampoTexto name="pessoa.pai" label="Pai" autoComplete="off" />
        <CampoTexto name="pessoa.mae" label="Mãe" autoComplete="off" />
        <CampoOpcoes name="pessoa.sexo" label="Sexo" placeholder="Selecione" data={SEXOS} />
        <CampoOpcoes name="pessoa.cor" label="Cor" placeholder="Selecione" data={CORES} />
        <CampoOpcoes
          name="pessoa.estado_civil"
          label="Estado civil"
          placeholder="Selecione"
          data={ESTADOS_CIVIS}
        />
        <CampoTexto name="pessoa.conjuje" label="Cônjuge" autoComplete="off" />
        <CampoTexto name="pessoa.profissao" label="Profissão" autoComplete="off" />
        <CampoTexto name="pessoa.naturalidade" label="Naturalidade" autoComplete="off" />
        <CampoTexto name="pessoa.faccao" label="Facção" autoComplete="off" />
        <CampoTexto name="pessoa.comparsa" label="Comparsa" autoComplete="off" />
        <CampoTexto name="pessoa.email" label="E-mail" type="email" inputMode="email" autoComplete="off" />
        <CampoTexto name="pessoa.telefone" label="Telefone" type="tel" inputMode="tel" autoComplete="off" />
      </SimpleGrid>
    </Secao>
  );
}
