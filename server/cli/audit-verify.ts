// `npm run audit:verify`: walks the audit log's hash chain and names the first row that was edited,
// deleted or inserted out of place. Exits 1 when it finds one.
import { sealPendingLogs } from '../audit/sequencer';
import { type ChainReport, verifyLogChain } from '../audit/verify';
import { openDatabase } from './database';

const { database, close } = await openDatabase();
let report: ChainReport;
try {
  // Rows written a moment ago (by this machine's other commands) are sealed first, as the server would.
  await sealPendingLogs(database.db);
  report = await verifyLogChain(database.db);
} finally {
  await close();
}
if (report.problem) {
  console.error(`Log de auditoria ADULTERADO: ${report.problem.message}.`);
  console.error(`(${report.sealed} linhas conferidas antes do problema)`);
  process.exit(1);
}
console.log(`Log de auditoria íntegro: ${report.sealed} linhas seladas e conferidas.`);
if (report.head) console.log(`Cabeça da cadeia: selo ${report.head.seq}, ${report.head.hash}`);
if (report.pending > 0) console.log(`${report.pending} linhas recentes ainda aguardam o selo.`);
