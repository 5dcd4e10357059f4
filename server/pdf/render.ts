/**
 * The server's renderer of the shared document definitions (shared/pdf/): pdfmake in Node with the
 * same Roboto files the browser's build carries in its vfs, so both print the same text.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

interface PdfMakeNode {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(doc: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
}

let instance: PdfMakeNode | null = null;

function pdfmake(): PdfMakeNode {
  if (instance) return instance;
  const lib = require('pdfmake') as PdfMakeNode;
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'build', 'fonts', 'Roboto');
  lib.setFonts({
    Roboto: {
      normal: join(fonts, 'Roboto-Regular.ttf'),
      bold: join(fonts, 'Roboto-Medium.ttf'),
      italics: join(fonts, 'Roboto-Italic.ttf'),
      bolditalics: join(fonts, 'Roboto-MediumItalic.ttf'),
    },
  });
  // Images arrive as data URLs made here; a definition may never make the server fetch a URL.
  lib.setUrlAccessPolicy(() => false);
  lib.setLocalAccessPolicy((path) => path.startsWith(fonts));
  instance = lib;
  return lib;
}

export async function renderPdf(definition: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake().createPdf(definition).getBuffer();
}

/** Loads pdfmake and parses the fonts with a one-line document, so a user's first PDF does not wait. */
export async function aquecerPdf(): Promise<void> {
  await renderPdf({
    content: [{ text: 'RIP', bold: true }, { text: 'RIP', italics: true }, { qr: 'RIP' }],
  }).catch(() => undefined);
}
