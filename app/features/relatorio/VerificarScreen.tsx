/**
 * Public check of a report (no login). With the code alone (a paper in hand; the QR code fills it
 * in) the server shows what the paper can be compared with, naming none of the case's people; with
 * the PDF too, the file is hashed here and only its SHA-256 goes to the server, which answers
 * whether these are the very bytes it issued, or a bare no.
 */
// Outside the app's frame, so it brings the component styles the frame would have loaded.
import '@mantine/core/styles.layer.css';
import { Alert, Button, Container, Paper, Stack, Table, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconFileTypePdf,
  IconShieldCheck,
} from '@tabler/icons-react';
import { useState } from 'react';
import { dataHoraPdf } from '../../../shared/pdf/formato';
import type { VerificacaoResposta } from '../../../shared/schemas/relatorio';
// Not the kit's index: this public page stays small, without the form library.
import { InputField } from '../../components/form/input-field';
import { FileField } from '../../components/form/inputs';
import { call } from '../../lib/api';
import { showError } from '../../lib/notify-error';
import { sha256Hex } from '../../lib/sha256';

export default function VerificarScreen() {
  const [codigo, setCodigo] = useState(() => new URLSearchParams(window.location.search).get('codigo') ?? '');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [resultado, setResultado] = useState<VerificacaoResposta | null>(null);
  const [conferindo, setConferindo] = useState(false);

  const conferir = async () => {
    if (!codigo.trim()) return;
    setConferindo(true);
    setResultado(null);
    try {
      const sha256 = arquivo ? await sha256Hex(arquivo) : undefined;
      setResultado(
        await call('verifyRelatorio', { body: { codigo, sha256 } }, { handleUnauthorized: false }),
      );
    } catch (error) {
      showError(error, 'Não foi possível verificar');
    } finally {
      setConferindo(false);
    }
  };

  return (
    <Container size={480} py="lg">
      <Paper withBorder radius="lg" p="lg" shadow="sm">
        <Stack gap="md">
          <Stack gap={4} align="center">
            <IconShieldCheck size={40} color="var(--mantine-color-navy-6)" aria-hidden />
            <Title order={1} size="h3" ta="center">
              Verificar relatório
            </Title>
            <Text size="sm" c="dimmed" ta="center">
              Confira se um Relatório de Investigação Preliminar em PDF foi emitido pelo RIP da Polícia Civil
              da Paraíba. O arquivo não sai do seu aparelho: só a sua impressão digital (SHA-256) é enviada.
            </Text>
          </Stack>
          <InputField
            label="Código de verificação"
            description="Impresso na última página, ao lado do QR code"
            placeholder="XXXX-XXXX"
            value={codigo}
            onChange={(valor) => setCodigo(valor.toUpperCase())}
            size="md"
            autoCapitalize="characters"
          />
          <FileField
            label="Arquivo PDF do relatório"
            description="Opcional: sem ele, confira o papel com os dados da emissão"
            accept="application/pdf"
            value={arquivo}
            onChange={setArquivo}
            leftSection={<IconFileTypePdf size={18} />}
            size="md"
          />
          <Button size="md" onClick={() => void conferir()} loading={conferindo} disabled={!codigo.trim()}>
            Verificar
          </Button>
          {resultado?.valido && (
            <Alert color="teal" icon={<IconCircleCheck size={20} />}>
              <Text fw={700} mb={4}>
                Relatório autêntico
              </Text>
              Este arquivo é exatamente o relatório emitido pelo servidor do RIP em{' '}
              {dataHoraPdf(resultado.emitido_em)} para o caso {resultado.caso?.identificador} (
              {resultado.caso?.name}).
            </Alert>
          )}
          {resultado?.encontrado && resultado.valido === null && (
            <Alert color="teal" icon={<IconShieldCheck size={20} />}>
              <Text fw={700} mb={4}>
                Relatório emitido pelo RIP
              </Text>
              Compare o papel com os dados da emissão. Para conferir cada byte, escolha também o arquivo PDF.
            </Alert>
          )}
          {resultado?.encontrado && resultado.emissor_acesso === 'justificado' && (
            <Alert color="orange" icon={<IconAlertTriangle size={20} />}>
              <Text fw={700} mb={4}>
                Não é o relatório do caso
              </Text>
              Foi emitido por quem consultava o caso por acesso justificado, antes de o sistema passar a
              recusar essa emissão. Só quem participa do caso emite o seu relatório.
            </Alert>
          )}
          {resultado?.encontrado && <DadosDaEmissao resultado={resultado} />}
          {resultado && !resultado.encontrado && (
            <Alert color="red" icon={<IconCircleX size={20} />}>
              <Text fw={700} mb={4}>
                Não confere
              </Text>
              {resultado.valido === null
                ? 'Nenhum relatório foi emitido pelo servidor com este código. Uma cópia provisória, gerada no aparelho sem conexão, não é verificável.'
                : 'Este arquivo não corresponde a um relatório emitido com este código. Um PDF alterado, mesmo em um só caractere, não confere.'}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** What a paper holder can compare with the paper in hand; no person of the case is named. */
function DadosDaEmissao({ resultado }: { resultado: VerificacaoResposta }) {
  const linhas: [string, string][] = [
    ['Caso', resultado.caso?.identificador ?? '—'],
    ['Unidade emissora', resultado.unidade ?? '—'],
    [
      'Emitido por',
      resultado.emissor ? `${resultado.emissor.name} (matrícula ${resultado.emissor.matricula})` : '—',
    ],
    ['Emitido em', resultado.emitido_em ? dataHoraPdf(resultado.emitido_em) : '—'],
    ['Páginas', resultado.paginas === null ? '—' : String(resultado.paginas)],
  ];
  return (
    <Stack gap="xs" aria-label="Dados da emissão">
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {linhas.map(([rotulo, valor]) => (
            <Table.Tr key={rotulo}>
              <Table.Th w="40%">{rotulo}</Table.Th>
              <Table.Td>{valor}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {resultado.checkpoint && (
        <div>
          <Text size="sm" fw={600}>
            Checkpoint do log impresso no relatório
          </Text>
          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {resultado.checkpoint}
          </Text>
        </div>
      )}
    </Stack>
  );
}
