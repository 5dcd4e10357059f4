/**
 * 'Ver usuário': a new temporary password, told to the user by the administrator; the user must
 * change it at the next login (the server lets them do nothing else until then).
 */
import { Button, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';
import { InputField } from '../../components/form';
import { ForcaSenha } from '../../components/senha/ForcaSenha';
import { motivoSenhaFraca } from '../../components/senha/senha-forte';
import { call } from '../../lib/api';
import { executar } from './usuario-acao';

export function SenhaTemporariaForm({
  usuario,
  alterado,
}: {
  usuario: UsuarioAdmin;
  alterado: (usuario: UsuarioAdmin) => void;
}) {
  const [senha, setSenha] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const doUsuario = [usuario.matricula, usuario.name];

  const definir = async (event: React.FormEvent) => {
    event.preventDefault();
    const fraca = await motivoSenhaFraca(senha, doUsuario);
    if (fraca) {
      setErro(fraca);
      return;
    }
    setEnviando(true);
    const ok = await executar(
      () => call('setSenhaTemporaria', { params: { userId: usuario.id }, body: { password: senha } }),
      'Senha temporária definida. O usuário deve trocá-la no próximo login.',
      alterado,
      (issues) => {
        setErro(issues.map((issue) => issue.message).join('\n'));
        return true;
      },
    );
    setEnviando(false);
    if (ok) setSenha('');
  };

  return (
    <form onSubmit={definir} noValidate aria-label="Senha temporária">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          O usuário entra com ela e precisa escolher outra antes de continuar. As sessões abertas dele são
          encerradas.
        </Text>
        <InputField
          secret
          label="Nova senha temporária"
          autoComplete="new-password"
          value={senha}
          onChange={(valor) => {
            setSenha(valor);
            setErro(null);
          }}
          error={erro}
        />
        {!erro && <ForcaSenha senha={senha} doUsuario={doUsuario} />}
        <Button type="submit" leftSection={<IconKey size={18} />} loading={enviando} disabled={senha === ''}>
          Definir senha
        </Button>
      </Stack>
    </form>
  );
}
