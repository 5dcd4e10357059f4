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

export function integridadePdf(
  hashes: readonly MidiaIntegridade[],
  verificacao: { codigo: string; url: string },
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
      {
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
                  `(${verificacao.url}), informe o código acima e escolha o arquivo PDF recebido.`,
                style: 'valor',
              },
              { text: casoRotulo, style: 'rotulo', margin: [0, 8, 0, 0] },
            ],
          },
        ],
      },
    ],
  };
}
