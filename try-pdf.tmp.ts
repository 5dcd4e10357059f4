import { writeFileSync } from 'node:fs';
import { relatorioDefinition } from './shared/pdf/relatorio';
import { renderPdf } from './server/pdf/render';
import { casoDoServidor } from './app/features/casos/test-caso';
const caso = { ...casoDoServidor(), relatorio_exclusoes: [] };
const t = Date.now();
const buf = await renderPdf(relatorioDefinition({ caso, emissor: { name: 'Ana', matricula: '1', unidade: 'Delegacia de Homicídios', srpc: 1 }, imagens: {}, verificacao: { codigo: 'ABCD-EFGH', url: 'http://x/verificar?codigo=ABCD-EFGH' }, emitidoEm: new Date().toISOString() }));
console.log(Date.now() - t, buf.length);
writeFileSync('/tmp/r.pdf', buf);
