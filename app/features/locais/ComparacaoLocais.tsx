/**
 * A second 'Local do Crime' for a case that already has one (issue 26): both side by side, line by
 * line, and the choice of which stays. Used by the form online and by the refused item offline.
 */
import { Button, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/form/actions/ConfirmDialog';
import classes from './ComparacaoLocais.module.css';
import { type LocalComparavel, linhasComparadas, oQueSePerde, quando } from './local-comparado';

export interface ComparacaoLocaisProps {
  meu: LocalComparavel;
  /** The case's saved one; null when it is gone meanwhile (then only mine is left to save). */
  salvo: LocalComparavel | null;
  /** When mine was typed, on this device. */
  feitoEm: string;
  busy: boolean;
  /** The saved one is removed (the server asks first if a colleague changed it since), then mine saved. */
  onUsarMeu: () => void;
  /** Mine is dropped, after the officer confirmed what is lost. */
  onManterSalvo: () => void;
}

export function ComparacaoLocais({
  meu,
  salvo,
  feitoEm,
  busy,
  onUsarMeu,
  onManterSalvo,
}: ComparacaoLocaisProps) {
  const [confirmando, setConfirmando] = useState(false);
  const linhas = linhasComparadas(meu, salvo);
  return (
    <Stack gap="sm" role="region" aria-label="Comparar os dois locais do crime">
      <div>
        <Text fw={700}>{salvo ? 'Este caso já tem um local do crime' : 'O local do caso foi apagado'}</Text>
        <Text size="sm">
          {salvo
            ? 'Salvo por outra pessoa ou em outro aparelho. Compare os dois e escolha qual fica.'
            : 'O local que o caso tinha não está mais lá: o seu pode ser salvo.'}
        </Text>
      </div>
      <table className={classes.tabela}>
        <thead>
          <tr>
            <th scope="col" className={`${classes.cabeca} ${classes.meu}`}>
              <Text component="span" fw={700} size="sm" display="block">
                O seu
              </Text>
              <Text component="span" size="xs" display="block">{`Digitado em ${feitoEm}`}</Text>
            </th>
            <th scope="col" className={`${classes.cabeca} ${classes.salvo}`}>
              <Text component="span" fw={700} size="sm" display="block">
                O salvo no caso
              </Text>
              <Text component="span" size="xs" display="block">
                {salvo ? `Salvo em ${quando(salvo)}` : 'Não existe mais'}
              </Text>
            </th>
          </tr>
        </thead>
        {linhas.map((linha) => (
          <tbody key={linha.rotulo}>
            <tr>
              <th scope="colgroup" colSpan={2} className={classes.rotulo}>
                {linha.rotulo}
              </th>
            </tr>
            <tr>
              <td className={`${classes.valor} ${classes.meu} ${linha.difere ? classes.difere : ''}`}>
                {linha.meu}
              </td>
              <td className={`${classes.valor} ${classes.salvo} ${linha.difere ? classes.difere : ''}`}>
                {linha.salvo}
              </td>
            </tr>
          </tbody>
        ))}
      </table>
      <Stack gap={4}>
        <Button fullWidth leftSection={<IconCheck size={18} />} loading={busy} onClick={onUsarMeu}>
          Usar o meu
        </Button>
        {salvo && (
          <Text size="xs" c="dimmed">
            O salvo sai do caso (seus dados ficam no histórico de alterações) e o seu fica no lugar. Se alguém
            o alterou depois, o servidor pergunta antes.
          </Text>
        )}
      </Stack>
      {salvo && (
        <Stack gap={4}>
          <Button fullWidth variant="default" disabled={busy} onClick={() => setConfirmando(true)}>
            Manter o salvo
          </Button>
          <Text size="xs" c="dimmed">
            O salvo fica como está e o seu é descartado.
          </Text>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirmando}
        title="Descartar o seu local do crime?"
        confirmLabel="Descartar o meu"
        confirmIcon={<IconTrash size={18} />}
        danger
        onConfirm={() => {
          setConfirmando(false);
          onManterSalvo();
        }}
        onCancel={() => setConfirmando(false)}
      >
        <Stack gap="xs">
          <Text size="sm">
            Você não poderá reverter esta ação! Estes dados que você digitou serão perdidos:
          </Text>
          <List size="sm" spacing={2}>
            {oQueSePerde(meu).map((linha) => (
              <List.Item key={linha}>{linha}</List.Item>
            ))}
          </List>
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
