/**
 * 'Meus aparelhos' (issue 43), reached from Meus Dados: every installed app the officer logged in
 * on, and, from here, ending a forgotten device's sessions or marking a lost one.
 */
import { Stack, Text, Title } from '@mantine/core';
import { ListaDeAparelhos } from './ListaDeAparelhos';

export default function MeusAparelhosScreen() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2" c="var(--rip-heading)" mt="xs">
        Meus aparelhos
      </Title>
      <Text size="sm" c="dimmed">
        Cada aplicativo instalado em que você entrou. Se perder um celular, marque-o como perdido a partir de
        outro aparelho: ele sai na hora e apaga o que leu do servidor.
      </Text>
      <ListaDeAparelhos />
    </Stack>
  );
}
