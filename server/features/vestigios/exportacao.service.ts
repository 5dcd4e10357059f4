/**
 * The case's evidence as a zip a court can check on any computer (issue 11, issue 27 item 6): the
 * originals named for people ('midias/Vestígio 03 – foto 2.jpg', as the report names them), the
 * manifest for `sha256sum -c`, each item's origin and chain of custody (CUSTODIA.txt for people,
 * custodia.json for machines), the case's last issued report and a LEIA-ME saying how to check it
 * all. Streamed: the zip is never held whole in memory. The export itself is a custody event.
 */

import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { extensaoDe, nomesDasMidiasDoCaso } from '../../../shared/midia-nome';
import { urlVerificacao } from '../../../shared/pdf/verificacao';
import { apreensaoFields, vestigioApreendido } from '../../../shared/schemas/apreensao';
import { pickValues } from '../../../shared/schemas/fields';
import { boletinsLinha, procedimentoLinha } from '../../../shared/schemas/ocorrencia';
import { auditRead } from '../../audit/audit';
import { checkpointTexto } from '../../audit/checkpoint';
import { loadCasoForExport } from '../../auth/caso-access';
import { mediaObjects, relatoriosEmitidos, vestigioMidias, vestigios } from '../../db/schema';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';
import type { MediaStore } from '../../storage/media-store';
import { presentCaso } from '../casos/caso.view';
import { eventosDe } from './custodia.service';
import { type CabecalhoExportacao, custodiaTexto, type ItemExportado, leiaMe } from './exportacao-textos';
import { loadVestigiosDoCaso } from './vestigio.view';

/**
 * The case's last report the server issued and kept (issue 27 item 2): its record, the checkpoint
 * of the log it carries and the key of the PDF in the media store. Only one a member issued: a
 * justified reader's, from before the server refused them (issue 39), is no report of the case.
 */
async function ultimoRelatorio(ctx: ServiceContext, casoId: string) {
  const [row] = await ctx.db
    .select()
    .from(relatoriosEmitidos)
    .where(
      and(
        eq(relatoriosEmitidos.casoId, casoId),
        isNotNull(relatoriosEmitidos.arquivo),
        eq(relatoriosEmitidos.emissorAcesso, 'membro'),
      ),
    )
    .orderBy(desc(relatoriosEmitidos.emitidoEm), desc(relatoriosEmitidos.createdAt))
    .limit(1);
  return row?.arquivo
    ? {
        codigo: row.codigo,
        sha256: row.sha256,
        emitido_em: row.emitidoEm.toISOString(),
        origem: row.origem,
        checkpoint: row.checkpoint && checkpointTexto(row.checkpoint),
        arquivo: `relatorio/Relatório ${row.codigo}.pdf`,
        verificacao: urlVerificacao(ctx.env.PUBLIC_URL, row.codigo),
        chave: row.arquivo,
      }
    : null;
}

export async function exportVestigios(ctx: ServiceContext, store: MediaStore, casoId: string) {
  const actor = requireActor(ctx);
  const { caso, acesso } = await loadCasoForExport(ctx, casoId);
  // The numbers the case is filed under head the custody record (issue 42).
  const { ocorrencia } = await presentCaso(ctx, ctx.db, caso, acesso);
  const lidos = await loadVestigiosDoCaso(ctx.db, casoId);
  const chaves = await ctx.db
    .select({ id: mediaObjects.id, storageKey: mediaObjects.storageKey })
    .from(vestigioMidias)
    .innerJoin(vestigios, eq(vestigios.id, vestigioMidias.vestigioId))
    .innerJoin(mediaObjects, eq(mediaObjects.id, vestigioMidias.mediaId))
    .where(eq(vestigios.casoId, casoId))
    .orderBy(asc(vestigioMidias.ordem));
  const chaveDe = new Map(chaves.map((c) => [c.id, c.storageKey]));
  const nomes = nomesDasMidiasDoCaso(lidos);
  const midias = lidos.flatMap((v) =>
    v.midias.map((m) => ({
      vestigio: v,
      midia: m,
      arquivo: `midias/${nomes.get(m.id)}.${extensaoDe(m.content_type)}`,
    })),
  );
  const relatorio = await ultimoRelatorio(ctx, casoId);
  await auditRead(ctx.db, {
    action: 'custodia.exportacao',
    message: `Exportação verificável das mídias do caso (${midias.length})`,
    userId: actor.id,
    casoId,
    context: {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      midias: midias.map(({ vestigio, midia, arquivo }) => ({
        vestigioId: vestigio.id,
        mediaId: midia.id,
        sha256: midia.sha256,
        arquivo,
      })),
      // The issued report goes in the zip whole, every person in it: its code is on this row.
      relatorio: relatorio && { codigo: relatorio.codigo, sha256: relatorio.sha256 },
    },
  });
  const eventos = await eventosDe(
    ctx.db,
    casoId,
    lidos.map((v) => v.id),
  );
  const exportadoEm = ctx.now().toISOString();
  const zip = new ZipFile();
  const itens: ItemExportado[] = [];
  for (const { vestigio, midia, arquivo } of midias) {
    const objeto = await store.open(chaveDe.get(midia.id) ?? midia.id);
    if (!objeto) throw new AppError('INTERNAL', `O arquivo da mídia ${midia.id} não está no armazenamento.`);
    // Photos and videos are compressed already: stored as they are, which is also faster.
    zip.addReadStream(objeto.stream, arquivo, { size: objeto.size, compress: false });
    itens.push({
      arquivo,
      vestigio_id: vestigio.id,
      vestigio_tipo: vestigio.tipo,
      apreensao: vestigioApreendido(vestigio.tipo) ? pickValues(apreensaoFields, vestigio) : null,
      media_id: midia.id,
      sha256: midia.sha256,
      tamanho_bytes: midia.size_bytes,
      content_type: midia.content_type,
      origem: midia.origem,
      verificacao: midia.verificacao,
      registrada_em: midia.registrada_em,
      hora_fora_do_caso: midia.hora_fora_do_caso,
      coordenadas: midia.coordenadas,
      precisao_m: midia.precisao_m,
      dispositivo: midia.dispositivo,
      arquivo_diz: midia.arquivo,
      capturada_por: midia.capturada_por,
      eventos: eventos
        .filter(
          (e) =>
            e.evento.media_id === midia.id ||
            (e.evento.media_id === null && (e.vestigioId === null || e.vestigioId === vestigio.id)),
        )
        .map((e) => e.evento),
    });
  }
  const somas = itens.map((i) => `${i.sha256}  ${i.arquivo}\n`);
  let relatorioEmitido: CabecalhoExportacao['relatorio_emitido'] = null;
  if (relatorio) {
    const { chave, ...registro } = relatorio;
    const pdf = await store.open(chave);
    if (!pdf)
      throw new AppError('INTERNAL', `O PDF do relatório ${relatorio.codigo} não está no armazenamento.`);
    zip.addReadStream(pdf.stream, registro.arquivo, { size: pdf.size });
    somas.push(`${registro.sha256}  ${registro.arquivo}\n`);
    relatorioEmitido = registro;
  }
  const cabecalho = {
    caso: {
      id: casoId,
      identificador: caso.identificador,
      nome: caso.name,
      boletins: boletinsLinha(ocorrencia.boletins),
      procedimento: procedimentoLinha(ocorrencia),
    },
    exportado_em: exportadoEm,
    exportado_por: { name: actor.name, matricula: actor.matricula },
    relatorio_emitido: relatorioEmitido,
  };
  zip.addBuffer(Buffer.from(somas.join('')), 'SHA256SUMS');
  zip.addBuffer(Buffer.from(custodiaTexto(cabecalho, itens)), 'CUSTODIA.txt');
  zip.addBuffer(
    Buffer.from(JSON.stringify({ ...cabecalho, caso_id: casoId, itens }, null, 2)),
    'custodia.json',
  );
  zip.addBuffer(Buffer.from(leiaMe(cabecalho, itens)), 'LEIA-ME.txt');
  zip.end();
  return zip.outputStream;
}
