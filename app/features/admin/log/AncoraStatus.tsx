import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { LogCadeia } from '../../../../shared/schemas/logs';
import { Notice } from '../../../components/form';

type Ancora = LogCadeia['ancora'];

/** What keeps the checkpoints out of the database owner's reach, in one sentence. */
export function ancoraEmUmaFrase({ chave_fora_dos_dados, retencao, resumo_diario }: Ancora): string {
  const partes = [
    chave_fora_dos_dados ? 'chave de assinatura fora da pasta de dados' : null,
    retencao?.ativa ? `cópias no S3 retidas por ${retencao.dias} dias (Object Lock)` : null,
    `resumo diário ${resumo_diario.join(', ')}`,
  ].filter(Boolean);
  return `Âncora: ${partes.join('; ')}.`;
}

/**
 * The ways the checkpoints are still within reach of whoever holds the data directory or the
 * bucket's credentials (issue 39): said, with what to do, or nothing when none.
 */
export function AncoraAvisos({ ancora }: { ancora: Ancora }) {
  const avisos = [
    ancora.chave_fora_dos_dados
      ? null
      : 'A chave que assina os checkpoints está na pasta de dados: quem tem essa pasta pode reassinar o log depois de reescrevê-lo. Em produção ela fica fora (docs/IMPLANTACAO.md).',
    ancora.retencao && !ancora.retencao.ativa
      ? `As cópias dos checkpoints no S3 não são retidas: ${ancora.retencao.motivo}. Quem tem as credenciais do S3 pode apagá-las.`
      : null,
  ].filter((aviso): aviso is string => aviso !== null);
  if (avisos.length === 0) return null;
  return (
    <Notice color="yellow" icon={IconAlertTriangle} title="Âncora do log ao alcance" compact>
      {avisos.map((aviso) => (
        <Text key={aviso} size="sm">
          {aviso}
        </Text>
      ))}
    </Notice>
  );
}
