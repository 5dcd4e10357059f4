/**
 * How far the log's anchor is out of the database owner's reach, as the start and the log screen
 * say it: whether the key that signs checkpoints is outside the data directory, whether the bucket
 * retains each checkpoint under Object Lock, and where the daily digest goes.
 */
import type { LogCadeia } from '../../shared/schemas/logs';
import type { CheckpointAnchor } from './checkpoint-store';

export type EstadoDaAncora = LogCadeia['ancora'];

export async function estadoDaAncora(anchor: CheckpointAnchor): Promise<EstadoDaAncora> {
  const retencao = anchor.bucket ? await anchor.bucket.retencao() : null;
  return {
    chave_fora_dos_dados: !anchor.keyInDataDir,
    retencao: retencao && {
      ativa: retencao.ativa,
      dias: retencao.ativa ? retencao.dias : null,
      motivo: retencao.ativa ? null : retencao.motivo,
    },
    resumo_diario: [
      'no log do serviço',
      ...(anchor.digestFile ? [`no arquivo ${anchor.digestFile}`] : []),
      ...(anchor.bucket ? ['no S3'] : []),
    ],
  };
}

/** What the start prints: a warning for each way the anchor is within reach, and where it is kept. */
export function descreverAncora(estado: EstadoDaAncora): { avisos: string[]; info: string[] } {
  const avisos: string[] = [];
  const info: string[] = [];
  if (!estado.chave_fora_dos_dados) {
    avisos.push(
      'a chave dos checkpoints do log está dentro de RIP_DATA_DIR: quem tem a pasta de dados pode reassinar checkpoints depois de reescrever o log (não protegida; em produção a partida é recusada)',
    );
  }
  const { retencao } = estado;
  if (retencao?.ativa) {
    info.push(
      `checkpoints do log no S3 com retenção (Object Lock, modo compliance) de ${retencao.dias} dias`,
    );
  } else if (retencao) {
    avisos.push(
      `checkpoints do log no S3 sem retenção: ${retencao.motivo}; quem tem as credenciais do S3 pode apagá-los`,
    );
  }
  info.push(`resumo diário do log ${estado.resumo_diario.join(', ')}`);
  return { avisos, info };
}
