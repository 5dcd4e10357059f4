import { SimpleGrid } from '@mantine/core';
import { IconFirstAidKit, IconGavel } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ABORDAGENS,
  ESTADOS_CADAVER,
  MEIOS_MORTE,
  SIM_NAO,
  SIM_NAO_DESCONHECIDO,
  TENTATIVA_HOMICIDIO_ID,
  TIPIFICACOES,
} from '../../../shared/options';
import type { VitimaInfo } from '../../../shared/schemas/pessoas';
import { CampoArea, CampoOpcoes, CampoTexto } from './campos';
import type { PessoaFormValues } from './pessoa-form';
import { Secao } from './Secao';
import { useEncaminhamentos } from './useReferencias';

const TIPIFICACAO_OPCOES = TIPIFICACOES.map((t) => ({ value: t.id, label: t.nome }));

/** The victim's first choice: the typification drives the rest of the form (spec §4). */
export function SecaoTipificacao() {
  return (
    <Secao titulo="Tipificação" icone={<IconGavel size={22} />} descricao="Define os dados pedidos a seguir">
      <CampoOpcoes<number>
        name="vitima.crime_id"
        label="Tipificação"
        placeholder="Selecione a tipificação"
        data={TIPIFICACAO_OPCOES}
        withAsterisk
      />
    </Secao>
  );
}

interface SecaoDadosVitimaProps {
  /** The referral the edited victim already has, offered even before the list is on the device. */
  encaminhamentoLido: VitimaInfo['encaminhamento'];
}

/**
 * Attempted homicide (2183) asks where the victim was taken; any other typification asks about the
 * death. Each description appears only with SIM.
 */
export function SecaoDadosVitima({ encaminhamentoLido }: SecaoDadosVitimaProps) {
  const { control } = useFormContext<PessoaFormValues>();
  const [crimeId, encaminhado, abordagem, reacao, subtracao] = useWatch({
    control,
    name: [
      'vitima.crime_id',
      'vitima.encaminhado',
      'vitima.abordagem',
      'vitima.reacao',
      'vitima.subtracao_bens',
    ],
  });
  const encaminhamentos = useEncaminhamentos();
  const lista = encaminhamentos.data ?? [];
  const opcoesEncaminhamento = lista.map((e) => ({ value: e.codigo, label: e.nome }));
  if (encaminhamentoLido && !lista.some((e) => e.codigo === encaminhamentoLido.codigo)) {
    opcoesEncaminhamento.push({ value: encaminhamentoLido.codigo, label: encaminhamentoLido.nome });
  }
  const escolhido = lista.find((e) => e.codigo === encaminhado);
  const pedeLocal = escolhido ? escolhido.livre : encaminhado === 'OUTRO';
  const tentativa = crimeId === TENTATIVA_HOMICIDIO_ID;

  return (
    <Secao titulo="Dados da vítima" icone={<IconFirstAidKit size={22} />}>
      {tentativa ? (
        <>
          <CampoOpcoes
            name="vitima.encaminhado"
            label="Vítima Encaminhada para"
            placeholder="Selecione o local"
            data={opcoesEncaminhamento}
            description={
              encaminhamentos.isError && !encaminhamentos.data
                ? 'A lista de locais precisa de uma conexão na primeira vez.'
                : undefined
            }
          />
          {pedeLocal && (
            <CampoTexto
              name="vitima.encaminhado_outro"
              label="Local de encaminhamento"
              withAsterisk
              autoComplete="off"
            />
          )}
        </>
      ) : (
        <>
          <CampoTexto name="vitima.nic" label="NIC" autoComplete="off" />
          <CampoOpcoes
            name="vitima.estado_cadaver"
            label="Estado do cadáver"
            placeholder="Selecione"
            data={ESTADOS_CADAVER}
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <CampoTexto name="vitima.data_morte" label="Data da morte" type="date" />
            <CampoTexto name="vitima.hora_morte" label="Hora da morte" type="time" />
          </SimpleGrid>
          <CampoOpcoes
            name="vitima.meio_morte"
            label="Meio de morte"
            placeholder="Selecione"
            data={MEIOS_MORTE}
            withAsterisk
          />
        </>
      )}
      <CampoOpcoes name="vitima.abordagem" label="Abordagem" placeholder="Selecione" data={ABORDAGENS} />
      {abordagem === 'SIM' && <CampoArea name="vitima.abordagemDados" label="Descrição da abordagem" />}
      <CampoOpcoes name="vitima.reacao" label="Reação" placeholder="Selecione" data={SIM_NAO_DESCONHECIDO} />
      {reacao === 'SIM' && <CampoArea name="vitima.reacaoDados" label="Descrição da reação" />}
      <CampoOpcoes
        name="vitima.subtracao_bens"
        label="Subtração de bens"
        placeholder="Selecione"
        data={SIM_NAO_DESCONHECIDO}
      />
      {subtracao === 'SIM' && <CampoArea name="vitima.bens_subtraidos" label="Bens subtraídos" />}
      <CampoOpcoes name="vitima.sobrevivente" label="Sobrevivente" placeholder="Selecione" data={SIM_NAO} />
    </Secao>
  );
}
