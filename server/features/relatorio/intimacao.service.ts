/**
 * Summons (intimação) of a suspect or witness of the case: each one issued is recorded on the case
 * with the data as printed and its audit row; its PDF is rebuilt from that record. An official
 * paper of the case, under the report's rule (loadCasoForEmissao): a summons is issued days after
 * the scene, so the 24-hour edit window does not apply; a justified reader never issues one.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { signatarioDaIntimacao } from '../../../shared/equipe';
import { enderecoIntimacao } from '../../../shared/pdf/formato';
import { intimacaoDefinition } from '../../../shared/pdf/intimacao';
import { boletinsLinha, procedimentoLinha } from '../../../shared/schemas/ocorrencia';
import type { Intimacao, intimacaoCreateRequest } from '../../../shared/schemas/relatorio';
import { audit, auditRead } from '../../audit/audit';
import { loadCasoForEmissao, loadCasoForRead } from '../../auth/caso-access';
import { intimacoes } from '../../db/schema';
import { notFound } from '../../errors';
import { comAutor } from '../../kit/autor';
import { type Created, requireActor, type ServiceContext } from '../../kit/context';
import { insertOnce } from '../../kit/insert-once';
import { registroDevolvido } from '../../kit/versao';
import { renderPdf } from '../../pdf/render';
import { presentCaso } from '../casos/caso.view';
import { emissorDe } from './relatorio.service';
import { presentIntimacao } from './relatorio.view';

const INTIMACAO_NOT_FOUND = 'Intimação não encontrada.';

export async function createIntimacao(
  ctx: ServiceContext,
  casoId: string,
  input: z.output<typeof intimacaoCreateRequest>,
): Promise<Created<Intimacao>> {
  return ctx.db.transaction(async (tx) => {
    const { actor, caso: row } = await loadCasoForEmissao(ctx, tx, casoId);
    // The case as its members read it: its people, its delegate and its numbers (issue 42).
    const caso = await presentCaso(ctx, tx, row, 'membro');
    const lista = input.papel === 'suspeito' ? caso.suspeitos : caso.testemunhas;
    const vinculo = lista.find((p) => p.id === input.vinculo_id);
    if (!vinculo) throw notFound('Pessoa não encontrada neste caso.');
    const emissor = await emissorDe(tx, actor.id);
    const assina = signatarioDaIntimacao(emissor, caso.delegado);
    const { ocorrencia } = caso;
    const { value, created } = await insertOnce(
      tx,
      intimacoes,
      {
        id: input.id,
        casoId,
        pessoaId: vinculo.pessoa.id,
        tipo: input.papel,
        delegado: assina.delegado,
        dados: {
          delegado_origem: assina.delegado_origem,
          boletins: boletinsLinha(ocorrencia.boletins),
          procedimento: procedimentoLinha(ocorrencia),
          nome: vinculo.pessoa.nome,
          vinculo_id: vinculo.id,
          srpc: emissor.srpc,
          unidade: emissor.unidade,
          unidade_endereco: emissor.endereco,
          cidade: emissor.cidade,
          endereco: enderecoIntimacao(vinculo.endereco),
        },
        data: input.data,
        // As the time column reads it back: a resend of the same summons then compares equal.
        hora: `${input.hora}:00`,
        userId: actor.id,
      },
      {
        serverSet: ['createdAt', 'updatedAt', 'dados', 'delegado'],
        audit: () => ({
          action: 'intimacao.created',
          message: 'Intimação emitida',
          userId: actor.id,
          casoId,
          context: {
            intimacaoId: input.id,
            papel: input.papel,
            pessoaId: vinculo.pessoa.id,
            data: input.data,
            hora: input.hora,
            delegado: assina.delegado,
          },
        }),
      },
    );
    // A resend is answered with the summons as kept, its person's name and address: on record too.
    if (!created) {
      const alvo = { casoId, recurso: 'intimacao', registroId: input.id, registro: 'Intimação' };
      await audit(tx, registroDevolvido(alvo, actor.id, { criacao: true }));
    }
    return { value: presentIntimacao(value, { name: actor.name, matricula: actor.matricula }), created };
  });
}

export async function intimacaoPdf(
  ctx: ServiceContext,
  casoId: string,
  intimacaoId: string,
): Promise<Buffer> {
  const actor = requireActor(ctx);
  const { caso } = await loadCasoForRead(ctx, casoId);
  const [row] = await comAutor(ctx.db, { row: intimacoes }, intimacoes, intimacoes.userId).where(
    and(eq(intimacoes.id, intimacaoId), eq(intimacoes.casoId, casoId)),
  );
  if (!row) throw notFound(INTIMACAO_NOT_FOUND);
  const intimacao = presentIntimacao(row.row, { name: row.name, matricula: row.matricula });
  await auditRead(ctx.db, {
    action: 'intimacao.pdf',
    message: 'PDF da intimação gerado no servidor',
    userId: actor.id,
    casoId,
    // Whom it summons and from where it was read: the paper names a person and an address.
    context: { intimacaoId, pessoaId: row.row.pessoaId, ip: ctx.ip },
  });
  return renderPdf(
    intimacaoDefinition({ intimacao, caso: { id: caso.id, identificador: caso.identificador } }),
  );
}
