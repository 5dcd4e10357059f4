/** A PDF read as a person reads it (poppler's pdftotext), and the short code a report prints. */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The text of the PDF; `-layout` and the like go in `args`. */
export function textoDoPdf(bytes: Buffer, args: string[] = []): string {
  const file = path.join(tmpdir(), `rip-pdf-${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(file, { force: true });
  }
}

/** The verification code a report prints, standing alone: a case's id ('…-5835-4269-…') has the same letters. */
export const codigoDoTexto = (texto: string): string =>
  /(?<![\w-])([2-9A-Z]{4}-[2-9A-Z]{4})(?![\w-])/.exec(texto)?.[1] ?? '';
