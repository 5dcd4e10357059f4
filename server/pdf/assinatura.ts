/**
 * The official report's PAdES signature: the rendered PDF gets a signature field and a detached
 * CMS signature over all its bytes (@signpdf), so any PDF reader shows it signed and a changed byte
 * breaks it. The certificate is a PKCS#12 file (PDF_SIGN_P12 or a systemd credential, with its
 * passphrase; ICP-Brasil in production); unset outside production, a self-signed demo certificate
 * is made on first use in the data directory and kept there, so every report of that server
 * carries the same signer (production refuses to start without one, server/segredos/producao.ts).
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import forge from 'node-forge';
import { certificadoConfigurado } from '../segredos/onde';

/** Takes the rendered PDF's bytes and gives them back signed. */
export type AssinarPdf = (pdf: Buffer) => Promise<Buffer>;

/** The configuration that says where the certificate is (server/segredos/onde.ts). */
type AssinaturaConfig = Parameters<typeof certificadoConfigurado>[0];

const DEMO_NOME = 'Policia Civil da Paraiba - rip-app (certificado de demonstracao)';
/** Room for a CMS with a chain of a few certificates (ICP-Brasil's has three or four). */
const TAMANHO_ASSINATURA = 16_384;
/** PAdES (ETSI EN 319 142): a CAdES detached signature; @signpdf's default is the older adbe.pkcs7. */
const SUBFILTER_PADES = 'ETSI.CAdES.detached';

interface Certificado {
  p12: Buffer;
  senha: string;
  titular: string;
}

/** A self-signed RSA certificate (the signer needs RSA) naming the Polícia Civil da Paraíba. */
function certificadoDemo(): { p12: Buffer; senha: string } {
  // node:crypto makes the key in native code; node-forge's own RSA keygen takes seconds.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chave = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(chave.n, chave.e);
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 60 * 60 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 60 * 60 * 1000);
  // ASCII only: forge's PKCS#7 re-encodes a DN's accents when it names the signer, and the
  // signature then no longer matches its certificate (ICP-Brasil's subjects are ASCII too).
  const nome = [
    { name: 'commonName', value: DEMO_NOME },
    { name: 'organizationName', value: 'Policia Civil do Estado da Paraiba' },
    { name: 'organizationalUnitName', value: 'rip-app' },
    { name: 'stateOrProvinceName', value: 'Paraiba' },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(chave, forge.md.sha256.create());
  const senha = randomBytes(24).toString('base64url');
  const asn1 = forge.pkcs12.toPkcs12Asn1(chave, [cert], senha, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), senha };
}

function titularDe(p12: Buffer, senha: string): string {
  const tipo = forge.pki.oids.certBag as string;
  const bag = forge.pkcs12
    .pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), senha)
    .getBags({ bagType: tipo })[tipo]?.[0];
  const cn = bag?.cert?.subject.getField('CN')?.value;
  return typeof cn === 'string' ? cn : 'rip-app';
}

/**
 * A demo certificate written to `arquivo` and its passphrase to `arquivoSenha`, each readable by its
 * owner alone (the demo of a data directory, and the ones tests and the local cluster configure).
 */
export async function gravarCertificadoDemo(
  arquivo: string,
  arquivoSenha: string,
): Promise<{ p12: Buffer; senha: string }> {
  const demo = certificadoDemo();
  await mkdir(path.dirname(arquivo), { recursive: true, mode: 0o700 });
  await writeFile(arquivoSenha, demo.senha, { mode: 0o600 });
  await writeFile(arquivo, demo.p12, { mode: 0o600 });
  return demo;
}

/** The demo certificate of this data directory, made the first time and read afterwards. */
async function demoDoDiretorio(dataDir: string): Promise<{ p12: Buffer; senha: string }> {
  const pasta = path.join(dataDir, 'assinatura');
  const arquivo = path.join(pasta, 'demo.p12');
  const arquivoSenha = path.join(pasta, 'demo.senha');
  try {
    return { p12: await readFile(arquivo), senha: (await readFile(arquivoSenha, 'utf8')).trim() };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return gravarCertificadoDemo(arquivo, arquivoSenha);
}

async function carregar(config: AssinaturaConfig): Promise<Certificado> {
  const configurado = certificadoConfigurado(config);
  const { p12, senha } = configurado
    ? {
        p12: await readFile(configurado.p12.arquivo),
        // A passphrase file ends, as files do, with a line break that is not part of it.
        senha:
          'arquivo' in configurado.senha
            ? (await readFile(configurado.senha.arquivo, 'utf8')).replace(/\r?\n$/, '')
            : configurado.senha.valor,
      }
    : await demoDoDiretorio(config.dataDir);
  return { p12, senha, titular: titularDe(p12, senha) };
}

/**
 * The signer of this server: the certificate is read (or the demo one made) once, on the first
 * report, and a bad file or passphrase fails that report with the reason rather than a bare PDF.
 */
export function createAssinatura(config: AssinaturaConfig): AssinarPdf {
  let certificado: Promise<Certificado> | null = null;
  const signpdf = new SignPdf();
  return async (pdf) => {
    certificado ??= carregar(config).catch((error) => {
      certificado = null;
      throw error;
    });
    const { p12, senha, titular } = await certificado;
    const comCampo = plainAddPlaceholder({
      pdfBuffer: pdf,
      reason: 'Relatório de Investigação Preliminar emitido pelo rip-app',
      contactInfo: '',
      name: titular,
      location: 'Paraíba, Brasil',
      signatureLength: TAMANHO_ASSINATURA,
      subFilter: SUBFILTER_PADES,
      appName: 'rip-app',
    });
    return signpdf.sign(comCampo, new P12Signer(p12, { passphrase: senha }));
  };
}
