// `npm run user:unlock MATRICULA`: unlocks an account locked after five wrong passwords.
import { MATRICULA_REGEX } from '../../shared/constants';
import { sealPendingLogs } from '../audit/sequencer';
import { unlockUser } from '../features/auth/login.service';
import { fail, openDatabase } from './database';

const matricula = process.argv[2] ?? '';
if (!MATRICULA_REGEX.test(matricula)) fail('Uso: npm run user:unlock MATRICULA (7 dígitos)');

const { database, close } = await openDatabase();
try {
  const found = await unlockUser(database.db, matricula, { userId: null, via: 'cli' });
  if (!found) fail(`Nenhum usuário com a matrícula ${matricula}.`);
  console.log(`Conta ${matricula} desbloqueada.`);
  // Sealed now, as the server would within a second; it may not be running.
  await sealPendingLogs(database.db);
} finally {
  await close();
}
