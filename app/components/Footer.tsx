import { Text } from '@mantine/core';

export function Footer() {
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
      © {new Date().getFullYear()} Polícia Civil da Paraíba · RIP
    </Text>
  );
}
