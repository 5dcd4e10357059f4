/**
 * Issuing a summons (spec §5 'Intimation'): the date (dd/mm/yyyy) and time (hh:mm) of appearance,
 * both required with the spec's prompts; the summons is recorded on the case through the outbox
 * and its PDF made on the device at once (offline too).
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { recusaDoComparecimento } from '../../../shared/caso/comparecimento';
import { arquivoDaIntimacao } from '../../../shared/pdf/intimacao';
import { dataBr, horaBr } from '../../../shared/schemas/relatorio';
import { InputField } from '../../components/form';
import { agoraNoServidor } from '../../lib/relogio-do-servidor';
import { useSession } from '../../lib/session';
import { save } from '../../offline/fila/save';
import type { CasoView } from '../casos/caso-view';
import { intimacaoLocal } from './caso-overlay';

/** A person of the case as the report lists them. */
export type PessoaCasoView = CasoView['vitimas'][number];

/** Keeps digits and puts the separators in as the officer types: '25122026' → '25/12/2026'. */
export function mascara(valor: string, partes: readonly number[], separador: string): string {
  const digitos = valor.replace(/\D/g, '').slice(
    0,
    partes.reduce((a, b) => a + b, 0),
  );
  const pedacos: string[] = [];
  let i = 0;
  for (const tamanho of partes) {
    if (i >= digitos.length) break;
    pedacos.push(digitos.slice(i, i + tamanho));
    i += tamanho;
  }
  return pedacos.join(separador);
}

/** The two fields, each with its mask and the shared rule that checks it. */
const CAMPOS = {
  data: {
    label: 'Data do comparecimento',
    placeholder: 'dd/mm/aaaa',
    partes: [2, 2, 4],
    separador: '/',
    regra: dataBr,
  },
  hora: { label: 'Hora', placeholder: 'hh:mm', partes: [2, 2], separador: ':', regra: horaBr },
} as const;
type Campo = keyof typeof CAMPOS;
const NOMES = Object.keys(CAMPOS) as Campo[];
const VAZIOS: Record<Campo, string> = { data: '', hora: '' };

/** What the rule says of the value, when it refuses it. */
function erroDe(campo: Campo, valor: string): string | undefined {
  const lido = CAMPOS[campo].regra.safeParse(valor);
  return lido.success ? undefined : lido.error.issues[0]?.message;
}

interface IntimacaoDialogProps {
  caso: CasoView;
  pessoa: PessoaCasoView | null;
  onClose: () => void;
}

export function IntimacaoDialog({ caso, pessoa, onClose }: IntimacaoDialogProps) {
  const { user } = useSession();
  const [valores, setValores] = useState(VAZIOS);
  const [erros, setErros] = useState<Partial<Record<Campo, string>>>({});
  const [enviando, setEnviando] = useState(false);

  const fechar = () => {
    setValores(VAZIOS);
    setErros({});
    onClose();
  };

  const emitir = async () => {
    if (!pessoa || !user) return;
    const novos = { data: erroDe('data', valores.data), hora: erroDe('hora', valores.hora) };
    const data = dataBr.safeParse(valores.data);
    // A summons to a day gone (a year typed wrong at night) would be printed as it is.
    if (!novos.data && !novos.hora && data.success) {
      novos.data = recusaDoComparecimento(data.data, valores.hora, agoraNoServidor()) ?? undefined;
    }
    setErros(novos);
    if (novos.data || novos.hora) return;
    setEnviando(true);
    const body = {
      id: crypto.randomUUID(),
      papel: pessoa.tipo as 'suspeito' | 'testemunha',
      vinculo_id: pessoa.id,
      ...valores,
    };
    const resultado = await save(
      {
        id: body.id,
        op: 'createIntimacao',
        input: { params: { casoId: caso.id }, body },
        label: `Intimação de ${pessoa.pessoa.nome}`,
        casoId: caso.id,
      },
      { success: `Intimação de ${pessoa.pessoa.nome} emitida: ${arquivoDaIntimacao(pessoa.pessoa.nome)}` },
    );
    const intimacao = resultado.ok ? intimacaoLocal(caso, body, user, agoraNoServidor().getTime()) : null;
    if (intimacao) {
      const { intimacaoNoAparelho, entregar } = await import('./pdf-aparelho');
      entregar(await intimacaoNoAparelho(intimacao, caso), arquivoDaIntimacao(pessoa.pessoa.nome));
    }
    setEnviando(false);
    if (resultado.ok) fechar();
  };

  return (
    <Modal
      opened={pessoa !== null}
      onClose={fechar}
      title="Intimação"
      centered
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Intimar <b>{pessoa?.pessoa.nome}</b> ({pessoa?.tipo === 'suspeito' ? 'suspeito' : 'testemunha'}) a
          comparecer na unidade.
        </Text>
        {NOMES.map((campo) => {
          const { label, placeholder, partes, separador } = CAMPOS[campo];
          return (
            <InputField
              key={campo}
              label={label}
              placeholder={placeholder}
              inputMode="numeric"
              value={valores[campo]}
              error={erros[campo]}
              onChange={(valor) => {
                setValores((atual) => ({ ...atual, [campo]: mascara(valor, partes, separador) }));
                setErros((atual) => ({ ...atual, [campo]: undefined }));
              }}
              size="md"
            />
          );
        })}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={fechar}>
            Cancelar
          </Button>
          <Button loading={enviando} leftSection={<IconFileText size={18} />} onClick={() => void emitir()}>
            Emitir intimação
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
