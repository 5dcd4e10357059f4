// `npm run audit:chave -- --saida <arquivo>`: makes the log checkpoints' signing key once, where the
// operator says (outside RIP_DATA_DIR: production refuses it there), readable by its owner alone,
// with the public half beside it. Never over an existing key: a new key would leave every
// checkpoint signed before without a key that checks it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createKeyFile } from '../audit/checkpoint';
import { loadEnv } from '../env';
import { dentroDe } from '../segredos/fora-dos-dados';
import { fail } from './database';

const { values } = parseArgs({ options: { saida: { type: 'string' } } });
if (!values.saida) {
  fail('Diga onde gravar a chave: npm run audit:chave -- --saida /etc/rip-app/log-checkpoint-key.pem');
}
const arquivo = path.resolve(values.saida);
const env = loadEnv();
if (dentroDe(env.dataDir, arquivo)) {
  fail(
    `${arquivo} fica dentro de RIP_DATA_DIR (${env.dataDir}): quem tem a pasta de dados assinaria checkpoints. Escolha um lugar fora dela.`,
  );
}
if (existsSync(arquivo)) {
  fail(
    `${arquivo} já existe: a chave não é trocada (os checkpoints assinados com ela deixariam de conferir).`,
  );
}
const key = createKeyFile(arquivo);
console.log(`Chave dos checkpoints criada: ${arquivo} (modo 0400), identificador ${key.keyId}.`);
console.log(`Parte pública: ${arquivo}.pub (entregue uma cópia ao auditor).`);
console.log(
  'Agora entregue-a ao serviço: LoadCredential=log-checkpoint-key:<arquivo> na unidade systemd (o arquivo fica do root), ou o arquivo dado ao usuário do serviço (chown) e AUDIT_CHECKPOINT_KEY apontando para ele (docs/IMPLANTACAO.md).',
);
