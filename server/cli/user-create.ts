// `npm run user:create`: creates an administrator — the first user of a production database.
// Asks for what is missing; RIP_USER_PASSWORD supplies the password without a prompt (scripts).
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ADMIN_ROLE } from '../../shared/permissions';
import { novaSenha } from '../../shared/schemas/auth';
import { matricula as matriculaSchema } from '../../shared/schemas/common';
import { sealPendingLogs } from '../audit/sequencer';
import { createAdministrator } from '../features/admin/user.service';
import { fail, openDatabase } from './database';

const { values } = parseArgs({
  options: { matricula: { type: 'string' }, nome: { type: 'string' }, cargo: { type: 'string' } },
});

const prompt = createInterface({ input: process.stdin, output: process.stdout });
const ask = async (question: string, given?: string) => given ?? (await prompt.question(question)).trim();

const matricula = matriculaSchema.safeParse(await ask('Matrícula (7 dígitos): ', values.matricula));
if (!matricula.success) fail(matricula.error.issues[0]?.message ?? 'Matrícula inválida.');
const nome = await ask('Nome: ', values.nome);
if (nome.length < 3) fail('Nome é obrigatório');
const password = z.object({ password: novaSenha }).safeParse({
  password: process.env.RIP_USER_PASSWORD ?? (await ask('Senha (mínimo 8 caracteres): ')),
});
prompt.close();
if (!password.success) fail(password.error.issues[0]?.message ?? 'Senha inválida.');

const { database, close } = await openDatabase();
try {
  const cargoId = values.cargo ? Number(values.cargo) : null;
  const result = await createAdministrator(database.db, {
    matricula: matricula.data,
    nome,
    password: password.data.password,
    cargoId,
  });
  if (result === 'exists')
    fail('Já existe um usuário com esta matrícula. Matrículas duplicadas não são permitidas.');
  console.log(`Usuário ${matricula.data} criado com o perfil ${ADMIN_ROLE}.`);
  // Sealed now, as the server would within a second; it may not be running.
  await sealPendingLogs(database.db);
} finally {
  await close();
}
