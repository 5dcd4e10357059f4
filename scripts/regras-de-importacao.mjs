// The import rules (scripts/importacoes/), run by `npm run lint`: each violation is printed with its
// rule and both files, and any one fails the run.
import { regras } from './importacoes/regras.mjs';
import { caminhosDaApiAMao, violacoesDeImportacao } from './importacoes/verificar.mjs';

// The first rule of each name says it in general; the ones after it are its named exceptions.
const porque = new Map(regras.toReversed().map((regra) => [regra.name, regra.comment]));

const inicio = performance.now();
const [violacoes, aMao] = await Promise.all([
  violacoesDeImportacao(process.cwd()),
  caminhosDaApiAMao(process.cwd()),
]);
for (const { regra, de, para } of violacoes)
  console.error(`${regra}: ${de} → ${para}\n  ${porque.get(regra)}`);
for (const arquivo of aMao)
  console.error(`caminho-da-api-a-mao: ${arquivo} escreve '/rip-app/api/…'; a URL vem de urlOf/requestOf`);
const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
const total = violacoes.length + aMao.length;
console.log(`regras de importação: ${total === 0 ? 'ok' : `${total} violação(ões)`} (${segundos} s)`);
if (total > 0) process.exitCode = 1;
