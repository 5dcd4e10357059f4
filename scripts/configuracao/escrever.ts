// `npm run docs:configuracao`: writes the settings tables of README.md and docs/IMPLANTACAO.md
// from server/env-docs.ts.
import { comTabela, gravarDocumento, lerDocumento, TABELAS } from './tabelas';

for (const { arquivo, tabela } of TABELAS) {
  gravarDocumento(arquivo, comTabela(lerDocumento(arquivo), tabela()));
  console.log(`tabela da configuração escrita em ${arquivo}`);
}
