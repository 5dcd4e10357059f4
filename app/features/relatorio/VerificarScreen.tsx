/**
 * Public check of a report (no login): whoever holds the PDF types the code printed on its last
 * page (the QR code fills it in) and picks the file; the file is hashed here and only its SHA-256
 * goes to the server, which answers yes with the case and moment, or a bare no.
 */
// Outside the app's frame, so it brings the component styles the frame would have loaded.
import '@mantine/core/styles.layer.css';
import { Alert, Button, Container, FileInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconFileTypePdf, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { dataHoraPdf } from '../../../shared/pdf/formato';
import type { VerificacaoResposta } from '../../../shared/schemas/relatorio';
import { call } from '../../lib/api';
import { showError } from '../../lib/notify';
import { sha256Hex } from '../../lib/sha256';

export default function VerificarScreen() {
  const [codigo, setCodigo] = useState(() => new URLSearchParams(window.location.search).get('codigo') ?? '');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [resultado, setResultado] = useState<VerificacaoResposta | null>(null);
  const [conferindo, setConferindo] = useState(false);

  const conferir = async () => {
    if (!arquivo || !codigo.trim()) return;
    setConferindo(true);
    setResultado(null);
    try {
      const sha256 = await sha256Hex(arquivo);
      setResultado(
        await call('verificarRelatorio', { body: { codigo, sha256 } }, { handleUnauthorized: false }),
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
          <TextInput
            label="Código de verificação"
            description="Impresso na última página, ao lado do QR code"
            placeholder="XXXX-XXXX"
            value={codigo}
            onChange={(e) => setCodigo(e.currentTarget.value.toUpperCase())}
            size="md"
            autoCapitalize="characters"
          />
          <FileInput
            label="Arquivo PDF do relatório"
            placeholder="Escolher arquivo"
            accept="application/pdf"
            value={arquivo}
            onChange={setArquivo}
            leftSection={<IconFileTypePdf size={18} />}
            size="md"
          />
          <Button
            size="md"
            onClick={() => void conferir()}
            loading={conferindo}
            disabled={!arquivo || !codigo.trim()}
          >
            Verificar
          </Button>
          {resultado?.valido && (
            <Alert color="teal" icon={<IconCircleCheck size={20} />}>
              <Text fw={700} mb={4}>
                Relatório autêntico
              </Text>
              Emitido pelo RIP em {dataHoraPdf(resultado.emitido_em)} para o caso{' '}
              {resultado.caso?.identificador} ({resultado.caso?.name}),{' '}
              {resultado.origem === 'servidor' ? 'pelo servidor' : 'no aparelho de um policial'}.
            </Alert>
          )}
          {resultado && !resultado.valido && (
            <Alert color="red" icon={<IconCircleX size={20} />}>
              <Text fw={700} mb={4}>
                Não confere
              </Text>
              Este arquivo não corresponde a um relatório emitido com este código. Um PDF alterado, mesmo em
              um só caractere, não confere.
            </Alert>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
