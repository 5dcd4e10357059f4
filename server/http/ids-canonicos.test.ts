/**
 * Every id an operation takes, in its path, its query, its body or an upload's fields, is read in
 * its one written form: lowercase. The server compares ids as text (whose account, whose device,
 * which cached entry), and ids written in capitals once passed every such check as nobody's
 * (docs/decisions.md). Checked on the endpoint table's own schemas, with input generated from
 * them, so a schema added later is held to it too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS, OPERATION_NAMES } from '../../shared/api';
import type { Endpoint } from '../../shared/api/endpoint';
import { inputsOf } from '../test/arbitrary';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_EM_TEXTO = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

function emMaiusculas(valor: unknown): unknown {
  return JSON.parse(JSON.stringify(valor), (_chave, item) =>
    typeof item === 'string' && UUID.test(item) ? item.toUpperCase() : item,
  );
}

const partes = (endpoint: Endpoint) =>
  Object.entries({
    params: endpoint.params,
    query: endpoint.query,
    body: endpoint.body,
    upload: endpoint.upload?.fields,
  }).flatMap(([parte, schema]) => (schema ? [{ parte, schema: schema as z.ZodType }] : []));

describe('ids in capitals', () => {
  it('are read by every operation as the same ids, lowercase', () => {
    const comIds = new Set<string>();
    for (const op of OPERATION_NAMES) {
      for (const { parte, schema } of partes(ENDPOINTS[op] as Endpoint)) {
        fc.assert(
          fc.property(inputsOf(schema).valid, (valor) => {
            const lido = schema.safeParse(valor);
            if (!lido.success || !UUID_EM_TEXTO.test(JSON.stringify(valor) ?? '')) return;
            comIds.add(`${op}.${parte}`);
            const maiusculo = schema.safeParse(emMaiusculas(valor));
            expect(maiusculo.success, `${op}.${parte}`).toBe(true);
            expect(maiusculo.data, `${op}.${parte}`).toEqual(lido.data);
          }),
          { numRuns: 25 },
        );
      }
    }
    // Not vacuous: the generated input carried ids where the table declares them.
    expect(comIds.size).toBeGreaterThan(60);
  });
});
