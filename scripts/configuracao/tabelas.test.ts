/**
 * Issue 44, item 2: the settings tables of README.md and of the deployment guide are the ones
 * server/env-docs.ts writes, and that file describes every variable of the schema (its type is the
 * schema's keys): a setting added, renamed or removed fails here until the docs follow.
 */
import { describe, expect, it } from 'vitest';
import { DOCS_DA_CONFIGURACAO } from '../../server/env-docs';
import { comTabela, lerDocumento, TABELAS } from './tabelas';

describe('the settings tables', () => {
  it.each(TABELAS)(
    '$arquivo holds the table written from the schema (npm run docs:configuracao)',
    ({ arquivo, tabela }) => {
      const texto = lerDocumento(arquivo);
      expect(texto).toBe(comTabela(texto, tabela()));
      for (const nome of Object.keys(DOCS_DA_CONFIGURACAO)) expect(texto).toContain(`| \`${nome}\``);
    },
  );

  it('lists what following the guide needs for metrics, the drain and the public address', () => {
    const guia = lerDocumento('docs/IMPLANTACAO.md');
    for (const nome of ['METRICS_PORT', 'METRICS_TOKEN', 'SHUTDOWN_DRAIN_MS', 'PUBLIC_URL']) {
      expect(guia).toMatch(new RegExp(`\\| \`${nome}\` +\\| [^|]*\\S`));
    }
  });
});
