import { Center, Loader } from '@mantine/core';

export function FullPageLoader() {
  return (
    <Center mih="60dvh" role="status" aria-label="Carregando">
      <Loader color="navy" />
    </Center>
  );
}
