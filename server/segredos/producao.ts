/**
 * In production the server starts only with its signing secrets out of reach of whoever holds the
 * data directory (the database's owner and superuser passwords live there): the checkpoints' key
 * and the report's certificate, with its passphrase file, configured, outside RIP_DATA_DIR and
 * readable by their owner alone. Production makes none of them: a key made at start in the data
 * directory would sign whatever its holder rewrote.
 */
import { StartFailure } from '../db/start-failure';
import type { Env } from '../env';
import { dentroDe, problemasDoSegredo } from './fora-dos-dados';
import { CREDENCIAIS, certificadoConfigurado, chaveConfigurada } from './onde';

function problemasDeProducao(env: Env): string[] {
  const problemas: string[] = [];
  const chave = chaveConfigurada(env);
  if (chave) problemas.push(...problemasDoSegredo(chave, env.dataDir));
  else {
    problemas.push(
      `nenhuma chave dos checkpoints do log foi configurada (AUDIT_CHECKPOINT_KEY ou a credencial ${CREDENCIAIS.chave}), e em produção ela não é gerada na pasta de dados: gere-a uma vez, fora de RIP_DATA_DIR, com npm run audit:chave -- --saida /etc/rip-app/log-checkpoint-key.pem`,
    );
  }
  const certificado = certificadoConfigurado(env);
  if (certificado) {
    problemas.push(...problemasDoSegredo(certificado.p12, env.dataDir));
    if ('arquivo' in certificado.senha) problemas.push(...problemasDoSegredo(certificado.senha, env.dataDir));
  } else {
    problemas.push(
      `nenhum certificado de assinatura do relatório foi configurado (PDF_SIGN_P12 ou a credencial ${CREDENCIAIS.certificado}), e em produção o de demonstração não é feito na pasta de dados`,
    );
  }
  if (env.AUDIT_DIGEST_FILE && dentroDe(env.dataDir, env.AUDIT_DIGEST_FILE)) {
    problemas.push(
      `AUDIT_DIGEST_FILE (${env.AUDIT_DIGEST_FILE}) está dentro de RIP_DATA_DIR: o resumo diário é do auditor e fica fora do alcance de quem tem a pasta de dados`,
    );
  }
  return problemas;
}

/** Stops a production start whose secrets are within the data directory's reach, saying each one. */
export function conferirSegredosDeProducao(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const problemas = problemasDeProducao(env);
  if (problemas.length === 0) return;
  throw new StartFailure(
    [
      'em produção as chaves de assinatura ficam fora da pasta de dados, legíveis só pelo serviço:',
      ...problemas.map((problema) => `  - ${problema}`),
      'Corrija cada item (docs/IMPLANTACAO.md, "Chaves de assinatura") e rode npm start de novo.',
    ].join('\n'),
  );
}

/**
 * The embedded PostgreSQL's superuser (its password is in RIP_DATA_DIR) runs programs as the system
 * user PostgreSQL runs as (COPY … FROM PROGRAM): this service's own user, unless the service runs
 * as root (PostgreSQL then gets a user of its own). Whoever holds the data directory then reads the
 * keys this service reads: production means an external PostgreSQL.
 */
export function avisoDoEmbutido(env: Env, embutido: boolean): string | null {
  if (env.NODE_ENV !== 'production' || !embutido || process.getuid?.() === 0) return null;
  return 'o PostgreSQL embutido roda com o usuário deste serviço, e o superusuário dele (senha em RIP_DATA_DIR) executa programas com esse usuário: quem tem a pasta de dados lê as chaves de assinatura. Em produção, use um PostgreSQL externo (docs/IMPLANTACAO.md).';
}
