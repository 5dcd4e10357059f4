/**
 * The device's renderer of the shared document definitions: pdfmake's browser build with its Roboto
 * vfs. Loaded only when an officer asks for a PDF (a lazy chunk of its own, never in the login's
 * bundle), it works offline from the cached case and the images kept on the device. A report made
 * here is a provisional copy, marked so on every page, with no code to check: the server vouches
 * only for bytes it produced. Its record goes through the outbox, and when it reaches the server,
 * the server issues the official report (docs/decisions.md, issue 27).
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { intimacaoDefinition } from '../../../shared/pdf/intimacao';
import type { Emissor } from '../../../shared/pdf/papel';
import { relatorioDefinition } from '../../../shared/pdf/relatorio';
import type { Intimacao } from '../../../shared/schemas/relatorio';
import { agoraNoServidor } from '../../lib/relogio-do-servidor';
import { sha256Hex } from '../../lib/sha256';
import { save } from '../../offline/fila/save';
import type { CasoView } from '../casos/caso-view';
import { imagensDoAparelho } from './imagens';

interface PdfMakeBrowser {
  addVirtualFileSystem(vfs: Record<string, string>): void;
  createPdf(doc: TDocumentDefinitions): { getBlob(): Promise<Blob> };
}

let carregado: Promise<PdfMakeBrowser> | null = null;

function pdfmake(): Promise<PdfMakeBrowser> {
  carregado ??= Promise.all([import('pdfmake/build/pdfmake'), import('pdfmake/build/vfs_fonts')]).then(
    ([lib, fontes]) => {
      const instancia = ((lib as { default?: unknown }).default ?? lib) as PdfMakeBrowser;
      const vfs = ((fontes as { default?: unknown }).default ?? fontes) as Record<string, string>;
      instancia.addVirtualFileSystem(vfs);
      return instancia;
    },
  );
  return carregado;
}

/** Loads the renderer ahead of the click, while the officer reads the screen. */
export const preparar = (): Promise<unknown> => pdfmake();

export async function renderizar(definition: TDocumentDefinitions): Promise<Blob> {
  return (await pdfmake()).createPdf(definition).getBlob();
}

export async function relatorioNoAparelho(
  caso: CasoView,
  emissor: Emissor,
  croqui: string | null = null,
): Promise<{ blob: Blob; sha256: string; registrado: boolean }> {
  // Dated as the server would date it, a phone with a wrong clock notwithstanding.
  const emitidoEm = agoraNoServidor().toISOString();
  const definicao = relatorioDefinition({
    caso,
    emissor,
    imagens: await imagensDoAparelho(caso),
    croqui,
    verificacao: { codigo: '', url: '', provisoria: true },
    emitidoEm,
  });
  const blob = await renderizar({
    ...definicao,
    watermark: { text: 'CÓPIA PROVISÓRIA', opacity: 0.12, bold: true, angle: -45 },
  });
  const sha256 = await sha256Hex(blob);
  const registro = await save(
    {
      id: crypto.randomUUID(),
      op: 'createRelatorioAparelho',
      input: {
        params: { casoId: caso.id },
        body: { id: crypto.randomUUID(), sha256, report_generated_at: emitidoEm },
      },
      label: 'Emissão do relatório oficial',
      casoId: caso.id,
    },
    { failureTitle: 'A cópia provisória foi gerada, mas o relatório oficial não pôde ser pedido' },
  );
  return { blob, sha256, registrado: registro.ok };
}

export function intimacaoNoAparelho(
  intimacao: Intimacao,
  caso: Pick<CasoView, 'id' | 'identificador'>,
): Promise<Blob> {
  return renderizar(intimacaoDefinition({ intimacao, caso }));
}

/** Hands the file to the officer: downloaded with a name that says what it is. */
export function entregar(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
