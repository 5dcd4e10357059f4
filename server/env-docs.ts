/**
 * Every setting of server/env.ts as the docs show it: its default and what it is for (README's
 * table) and what production sets it to (docs/IMPLANTACAO.md's). Typed by the schema's own keys, so
 * a variable added there does not type-check until it is described here; `npm run docs:configuracao`
 * writes both tables from this, and a test fails while either differs from what it would write.
 */
import type { EnvVar } from './env';

export interface DocDaVariavel {
  padrao: string;
  paraQue: string;
  producao: string;
}

export const DOCS_DA_CONFIGURACAO: Record<EnvVar, DocDaVariavel> = {
  PORT: {
    padrao: '`3000`',
    paraQue: 'porta HTTP',
    producao: 'a porta que o HAProxy chama em cada nó (ex.: `3000`)',
  },
  HOST: {
    padrao: '`127.0.0.1`',
    paraQue: 'endereço em que o servidor escuta; em produção o padrão é `0.0.0.0`',
    producao: 'o endereço interno que o HAProxy alcança (ex.: `10.0.1.11`)',
  },
  NODE_ENV: {
    padrao: '`development`',
    paraQue:
      '`production` desliga os usuários de demonstração e exige as chaves de assinatura fora de `RIP_DATA_DIR`',
    producao: '`production`',
  },
  PUBLIC_URL: {
    padrao: '`http://HOST:PORT/rip-app`',
    paraQue:
      'endereço público do app, com `/rip-app`: o link de verificação do relatório; obrigatório em produção (HTTPS)',
    producao: 'o endereço que as pessoas abrem (`https://rip.pc.pb.gov.br/rip-app`), igual em todos os nós',
  },
  RIP_DATA_DIR: {
    padrao: '`./data`',
    paraQue: 'arquivos do PostgreSQL embutido e mídias',
    producao:
      '`/var/lib/rip-app`: pasta local do nó (cache de tiles, envios chegando, temporários); nada ali é compartilhado',
  },
  RIP_APP_DIR: {
    padrao: '`dist/app`',
    paraQue: 'o PWA construído que o servidor entrega',
    producao: 'vazio: o `dist/app` da versão, feito por `npm run build` na instalação',
  },
  RIP_NODE_NAME: {
    padrao: '(vazio)',
    paraQue: 'nome do nó, devolvido no cabeçalho `X-Rip-Node` de cada resposta (qual nó atendeu)',
    producao: 'o nome do nó (`no-1`…), o mesmo da linha `server` do HAProxy',
  },
  DATABASE_URL: {
    padrao: '(vazio)',
    paraQue: 'PostgreSQL externo, a conexão do app; vazio usa o embutido',
    producao: 'o papel `rip_app` (nem superusuário, nem dono)',
  },
  DATABASE_OWNER_URL: {
    padrao: '(vazio)',
    paraQue: 'dono do banco externo, para as migrações (veja abaixo)',
    producao: 'o papel `rip_owner`: as migrações rodam com ele na partida',
  },
  EMBEDDED_PG_PORT: {
    padrao: '`5433`',
    paraQue: 'porta do PostgreSQL embutido (só em 127.0.0.1; ocupada, usa outra livre)',
    producao: 'não se aplica: o PostgreSQL é externo',
  },
  SESSION_IDLE_MINUTES: {
    padrao: '`30`',
    paraQue:
      'sessão encerrada após esse tempo sem uso (as consultas que o app faz sozinho não contam como uso)',
    producao: 'o padrão',
  },
  SESSION_MAX_HOURS: { padrao: '`12`', paraQue: 'duração máxima de uma sessão', producao: 'o padrão' },
  LOGIN_MAX_FAILURES: {
    padrao: '`5`',
    paraQue:
      'senhas erradas que bloqueiam a matrícula (e senhas atuais erradas que encerram a sessão, em Meus Dados)…',
    producao: 'o padrão',
  },
  LOGIN_FAILURE_WINDOW_MINUTES: { padrao: '`15`', paraQue: '…dentro desta janela', producao: 'o padrão' },
  LOGIN_LOCK_MINUTES: {
    padrao: '`10`',
    paraQue: 'quanto dura o bloqueio (ou até um administrador desbloquear)',
    producao: 'o padrão',
  },
  LOGIN_RATE_LIMIT_PER_MINUTE: {
    padrao: '`20`',
    paraQue: 'tentativas de login por endereço por minuto (contadas no banco: um limite para o cluster)',
    producao: 'o padrão',
  },
  CPF_BUSCAS_POR_HORA: {
    padrao: '`60`',
    paraQue:
      'buscas por CPF por hora, em cada lista, de quem vê o CPF mascarado (sem `ver_perfil`); a seguinte é recusada',
    producao: 'o padrão',
  },
  PASSKEY_DESAFIO_SEGUNDOS: {
    padrao: '`120`',
    paraQue: 'segundos em que um desafio de passkey (entrar, cadastrar, confirmar) vale, uma vez só',
    producao: 'o padrão',
  },
  PASSKEY_CONFIRMACAO_MINUTOS: {
    padrao: '`5`',
    paraQue: 'minutos em que um toque na passkey vale para os atos de administração que o pedem',
    producao: 'o padrão',
  },
  PASSKEY_CONFIRMACAO_ADMIN: {
    padrao: '`com-passkey`',
    paraQue:
      'quem confirma com a passkey os atos de administração: `com-passkey` (quem tem), `todos`, `desligada`',
    producao: '`todos` quando cada administrador tiver a sua passkey',
  },
  CASE_EDIT_WINDOW_HOURS: {
    padrao: '`24`',
    paraQue: 'horas após a criação em que o caso pode ser editado',
    producao: 'o padrão (o prazo da especificação)',
  },
  COOKIE_SECURE: {
    padrao: '(automático)',
    paraQue: 'força o cookie `Secure`; por padrão ele é `Secure` quando servido em HTTPS',
    producao: '`true` (o TLS termina no HAProxy)',
  },
  TRUST_PROXY: {
    padrao: '`false`',
    paraQue: 'atrás de proxy reverso: `true` (um salto), o número de saltos ou os IPs',
    producao: '`1` (só o HAProxy diz quem é o cliente), ou o endereço do HAProxy',
  },
  TILE_URL: {
    padrao: 'OpenStreetMap',
    paraQue:
      'servidor de mapas (a única origem de imagens além do app; o servidor também o usa para a imagem do mapa de cada local)',
    producao: 'o padrão, ou o servidor de mapas do estado',
  },
  TILE_ATTRIBUTION: {
    padrao: 'colaboradores do OpenStreetMap',
    paraQue: 'crédito mostrado nos mapas',
    producao: 'o crédito que o servidor de mapas pede',
  },
  GEOCODER_URL: {
    padrao: 'Nominatim',
    paraQue: 'geocodificação reversa, consultada só pelo servidor (uma consulta por segundo, com cache)',
    producao: 'o padrão, ou um Nominatim do estado',
  },
  GEO_USER_AGENT: {
    padrao: '`rip-app/0.1 (...)`',
    paraQue: 'como o servidor se identifica ao servidor de mapas e ao geocodificador (ponha um contato)',
    producao: 'com um contato da polícia (a política de uso do OpenStreetMap pede)',
  },
  MAPAS_EVERY_MS: {
    padrao: '300000',
    paraQue: 'de quanto em quanto tempo tenta de novo a imagem do mapa dos locais que ficaram sem ela',
    producao: 'o padrão',
  },
  PAINEL_EVERY_MS: {
    padrao: '300000 (5 min)',
    paraQue: 'de quanto em quanto tempo o painel recalcula os seus números e o mapa',
    producao: 'o padrão',
  },
  S3_ENDPOINT: {
    padrao: '(vazio)',
    paraQue:
      'armazenamento S3 compatível (AWS S3, MinIO, Ceph) para fotos e vídeos; com as quatro abaixo, todas ou nenhuma',
    producao: 'o mesmo em todos os nós: mídias (`media/…`) e envios tus em andamento',
  },
  S3_BUCKET: {
    padrao: '(vazio)',
    paraQue: 'bucket das mídias (os objetos ficam em `media/<id>`)',
    producao: 'o mesmo balde em todos os nós, com versionamento (e Object Lock, veja "O resumo diário")',
  },
  S3_ACCESS_KEY_ID: {
    padrao: '(vazio)',
    paraQue: 'credencial de acesso ao bucket',
    producao: 'a do serviço (ler, gravar, apagar e reter objetos do balde)',
  },
  S3_SECRET_ACCESS_KEY: { padrao: '(vazio)', paraQue: 'segredo da credencial', producao: 'o dela' },
  S3_REGION: {
    padrao: '(vazio)',
    paraQue: 'região do bucket (ex.: `sa-east-1`; no MinIO, `us-east-1`)',
    producao: 'a do balde',
  },
  S3_FORCE_PATH_STYLE: {
    padrao: '`true`',
    paraQue: 'bucket no caminho da URL (MinIO, Ceph); `false` para o estilo de host virtual',
    producao: '`true` no MinIO e no Ceph; `false` no AWS S3',
  },
  UPLOADS_CLEANUP_EVERY_MS: {
    padrao: '21600000 (6 h)',
    paraQue:
      'de quanto em quanto tempo apaga os envios (tus) que nenhum vestígio reclamou em 24 h; `0` nunca',
    producao: 'o padrão (o nó líder limpa por todos)',
  },
  AUDIT_CHECKPOINT_EVERY_MS: {
    padrao: '300000 (5 min)',
    paraQue:
      'de quanto em quanto tempo a cabeça da cadeia do log é assinada num checkpoint guardado fora do banco; `0` nunca',
    producao: 'o padrão',
  },
  AUDIT_CHECKPOINT_KEY: {
    padrao: '(fora de produção: na pasta)',
    paraQue:
      'chave dos checkpoints (`npm run audit:chave`); em produção obrigatória, fora de `RIP_DATA_DIR`, modo 0400',
    producao:
      'vazio: a credencial `log-checkpoint-key` da unidade (`LoadCredential=`), a mesma em todos os nós',
  },
  AUDIT_CHECKPOINT_FILE: {
    padrao: '(na pasta de dados)',
    paraQue: 'arquivo dos checkpoints, uma linha JSON cada (`RIP_DATA_DIR/log-checkpoints.jsonl`)',
    producao: 'num volume compartilhado (ou o de cada nó; o S3 tem os de todos)',
  },
  AUDIT_DIGEST_FILE: {
    padrao: '(vazio)',
    paraQue:
      'arquivo onde o resumo diário do log é acrescentado, para o auditor (fora de `RIP_DATA_DIR` em produção)',
    producao: '`/var/log/rip-app/resumos.txt` (fora de `RIP_DATA_DIR`)',
  },
  AUDIT_LOCK_RETENTION_DAYS: {
    padrao: '`7300` (20 anos)',
    paraQue:
      'retenção (Object Lock, modo compliance) de cada checkpoint e resumo no S3, quando o bucket tem Object Lock',
    producao: 'o padrão',
  },
  PDF_SIGN_P12: {
    padrao: '(fora de produção: demo)',
    paraQue:
      'certificado do relatório (PKCS#12, ICP-Brasil); em produção obrigatório, fora de `RIP_DATA_DIR`, modo 0400',
    producao: 'vazio: a credencial `pdf-sign.p12` (o certificado ICP-Brasil), o mesmo em todos os nós',
  },
  PDF_SIGN_PASSPHRASE_FILE: {
    padrao: '(vazio)',
    paraQue: 'arquivo com a senha do certificado (ou a credencial `pdf-sign-senha`), com as mesmas regras',
    producao: 'vazio: a credencial `pdf-sign-senha`',
  },
  PDF_SIGN_PASSPHRASE: {
    padrao: '(vazio)',
    paraQue: 'a senha do certificado numa variável, quando não há o arquivo',
    producao: 'vazio (a senha vem da credencial)',
  },
  CREDENTIALS_DIRECTORY: {
    padrao: '(do systemd)',
    paraQue:
      'com `LoadCredential=`: as credenciais `log-checkpoint-key`, `pdf-sign.p12` e `pdf-sign-senha` (IMPLANTACAO)',
    producao: 'posto pelo systemd; não o defina',
  },
  LOG_LEVEL: {
    padrao: '`info`',
    paraQue: 'nível do log do servidor (linhas JSON)',
    producao: '`info`',
  },
  METRICS_PORT: {
    padrao: '(vazio)',
    paraQue: 'porta de `/metrics` (Prometheus), à parte da pública; vazio, sem métricas',
    producao: 'a porta que o Prometheus coleta em cada nó (ex.: `9464`), nunca pelo HAProxy',
  },
  METRICS_HOST: {
    padrao: '`127.0.0.1`',
    paraQue: 'endereço de `/metrics`; fora deste computador exige `METRICS_TOKEN`',
    producao: 'o endereço interno do nó, se o Prometheus roda noutra máquina',
  },
  METRICS_TOKEN: {
    padrao: '(vazio)',
    paraQue: 'token (16+ caracteres) que cada coleta manda em `Authorization: Bearer …`',
    producao: 'um token só do Prometheus (obrigatório com `METRICS_HOST` fora do loopback)',
  },
  SHUTDOWN_DRAIN_MS: {
    padrao: '`0`',
    paraQue: 'no SIGTERM, quanto o nó segue atendendo com `/api/health/ready` já em 503 (veja abaixo)',
    producao:
      '`5000`: o HAProxy do guia tira o nó em até 3 s (`inter 2s`, mais duas checagens a `fastinter 500ms`)',
  },
  SHUTDOWN_GRACE_MS: {
    padrao: '`25000`',
    paraQue: 'prazo do encerramento desde o sinal: o que ainda estiver em curso é cortado (saída 1)',
    producao: 'o padrão, abaixo do `TimeoutStopSec` da unidade (60 s)',
  },
  SEED_DEMO: {
    padrao: '(automático)',
    paraQue: '`true` cria os usuários de demonstração também num PostgreSQL externo vazio',
    producao: 'vazio (produção nunca os cria)',
  },
};
