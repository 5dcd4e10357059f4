/**
 * The report's last page: every media's SHA-256 (of the original file), and what a holder of the
 * paper needs to check it was issued by the app — a QR code to the verification screen and the
 * short code. The PDF's own hash cannot be printed inside it; the server keeps it when issued.
 */
import type { Content } from 'pdfmake/interfaces';

export interface MidiaIntegridade {
  nome: string;
  sha256: string;
}

/**
 * How the paper can be checked: its code and QR; the signed checkpoint of the log it carries
 * (server/audit/checkpoint.ts), a witness of the log's state the database cannot rewrite; or, for
 * a copy made on a device, that it is provisional until the server issues it.
 */
export interface Verificacao {
  codigo: string;
  url: string;
  checkpoint?: string | null;
  provisoria?: boolean;
}

export const COPIA_PROVISORIA = 'Cópia provisória — não verificável até ser emitida pelo servidor';

const provisoria: Content = {
  margin: [0, 24, 0, 0],
  unbreakable: true,
  stack: [
    { text: COPIA_PROVISORIA, fontSize: 14, bold: true, color: '#b91c1c' },
    {
      text:
        'Esta cópia foi gerada no aparelho, sem conexão com o servidor, e não tem código de verificação. ' +
        'Quando o aparelho voltar a ter sinal, o servidor emitirá o relatório oficial, com código, QR code ' +
        'e assinatura; só aquele pode ser conferido.',
      style: 'valor',
      margin: [0, 4, 0, 0],
    },
  ],
};

const checkpointPdf = (checkpoint: string): Content => ({
  margin: [0, 16, 0, 0],
  unbreakable: true,
  stack: [
    { text: 'Checkpoint do log de auditoria', style: 'rotulo' },
    {
      text:
        'O estado do log do sistema no momento da emissão, assinado por uma chave que o banco de dados não ' +
        'guarda. Serve para provar, depois, que o log não foi reescrito (npm run audit:verify -- --checkpoint).',
      style: 'nota',
    },
    { text: checkpoint, style: 'hash', margin: [0, 4, 0, 0] },
  ],
});

export function integridadePdf(
  hashes: readonly MidiaIntegridade[],
  verificacao: Verificacao,
  casoRotulo: string,
): Content {
  return {
    pageBreak: 'before',
    stack: [
      { text: 'Integridade e verificação', style: 'secao' },
      hashes.length > 0
        ? {
            table: {
              headerRows: 1,
              widths: [120, '*'],
              body: [
                [
                  { text: 'Mídia', style: 'rotulo', bold: true },
                  { text: 'SHA-256 do arquivo original', style: 'rotulo', bold: true },
                ],
                ...hashes.map((h) => [
                  { text: h.nome, style: 'valor' },
                  { text: h.sha256, style: 'hash' },
                ]),
              ],
            },
            layout: 'lightHorizontalLines',
          }
        : { text: 'Este relatório não contém mídias.', style: 'nota' },
      verificacao.provisoria
        ? provisoria
        : {
            margin: [0, 24, 0, 0],
            unbreakable: true,
            columns: [
              { qr: verificacao.url, fit: 110, width: 120 },
              {
                width: '*',
                stack: [
                  { text: 'Código de verificação', style: 'rotulo' },
                  { text: verificacao.codigo, fontSize: 20, bold: true, margin: [0, 2, 0, 8] },
                  {
                    text:
                      'Para conferir que este relatório foi emitido pelo RIP, abra o endereço do QR code ' +
                      `(${verificacao.url}) e informe o código acima: o papel é comparado com o que o servidor ` +
                      'guardou da emissão; com o arquivo PDF recebido, confere-se cada byte.',
                    style: 'valor',
                  },
                  { text: casoRotulo, style: 'rotulo', margin: [0, 8, 0, 0] },
                ],
              },
            ],
          },
      ...(verificacao.checkpoint ? [checkpointPdf(verificacao.checkpoint)] : []),
    ],
  };
}
