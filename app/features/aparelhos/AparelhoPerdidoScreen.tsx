/**
 * What a device marked lost shows (issue 43), in place of the login, from the moment the server
 * told it, offline too: why, what it deleted, and what it keeps — its outbox, sealed: nothing of it
 * is sent while the server opens no session here, which it does again once the device is released.
 */
import { Alert, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDeviceMobileOff, IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { esquecerAparelhoPerdido, useAparelhoPerdido } from '../../lib/aparelho-perdido';
import { localDateTime } from '../../lib/format';
import { db } from '../../offline/db';

function retidos(n: number): string {
  if (n === 0) return 'Não havia nada esperando envio neste aparelho.';
  const quantos =
    n === 1
      ? '1 item salvo e ainda não enviado continua'
      : `${n} itens salvos e ainda não enviados continuam`;
  return `${quantos} guardado${n === 1 ? '' : 's'} neste aparelho, sem envio. Só será${n === 1 ? '' : 'ão'} enviado${n === 1 ? '' : 's'} depois que o aparelho for liberado e você entrar nele de novo.`;
}

export default function AparelhoPerdidoScreen() {
  const perdido = useAparelhoPerdido();
  const [naFila, setNaFila] = useState<number | null>(null);
  useEffect(() => {
    db.outbox
      .count()
      .then(setNaFila)
      .catch(() => setNaFila(null));
  }, []);

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="lg" maw={420} w="100%">
        <Stack gap="md">
          <ThemeIcon color="red.8" size={56} radius="xl" aria-hidden>
            <IconDeviceMobileOff size={32} />
          </ThemeIcon>
          <Title order={1} size="h3" c="var(--rip-heading)">
            Este aparelho foi marcado como perdido
          </Title>
          <Text>
            Por segurança, tudo o que ele tinha lido do servidor foi apagado: casos, listas, fotos e
            documentos guardados, o caso selecionado e os formulários não salvos. Ninguém consegue entrar nele
            até que seja liberado.
          </Text>
          {naFila !== null && (
            <Alert color={naFila > 0 ? 'orange' : 'gray'} variant="light" title="Fila de envio">
              {retidos(naFila)}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            Encontrou o aparelho? Peça a um administrador que o libere, ou libere você mesmo em Meus
            aparelhos, a partir de outro aparelho.
            {perdido && ` Aviso recebido em ${localDateTime(perdido)}.`}
          </Text>
          <Button
            variant="default"
            leftSection={<IconLogin size={18} />}
            // Chromium narrows this label by a few pixels after a resize, clipping its last letter.
            styles={{ label: { overflow: 'visible' } }}
            onClick={esquecerAparelhoPerdido}
          >
            Já foi liberado? Entrar
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
