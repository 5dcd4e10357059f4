/**
 * A vestígio's file named for people, the same in the report, the export and its manifest:
 * 'Vestígio 03 – foto 2', 'Vestígio 03 – vídeo' (the vestígios in the case's order, photos counted
 * within their vestígio; one video per vestígio).
 */
export function nomesDasMidiasDoCaso(
  vestigios: readonly { midias: readonly { id: string; kind: string }[] }[],
): Map<string, string> {
  const nomes = new Map<string, string>();
  vestigios.forEach((v, i) => {
    const vestigio = `Vestígio ${String(i + 1).padStart(2, '0')}`;
    let fotos = 0;
    for (const m of v.midias) {
      if (m.kind === 'video') nomes.set(m.id, `${vestigio} – vídeo`);
      else nomes.set(m.id, `${vestigio} – foto ${++fotos}`);
    }
  });
  return nomes;
}

/** The file extension a stored media's type is saved and downloaded with ('bin' for any other). */
const EXTENSAO: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

export function extensaoDe(contentType: string): string {
  return EXTENSAO[contentType] ?? 'bin';
}
