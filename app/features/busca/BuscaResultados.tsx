import { Badge, Button, Loader, Text, UnstyledButton } from '@mantine/core';
import {
  IconCalendar,
  IconChevronRight,
  IconFolders,
  IconHistory,
  IconLock,
  IconMapPin,
  IconRefresh,
  IconUserSearch,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatCpf } from '../../../shared/formatos/cpf';
import { formatDate } from '../../../shared/formatos/datas';
import type { CasoResultado, PessoaResultado } from '../../../shared/schemas/busca';
import { DADO_ANTERIOR_TEXTO } from '../../../shared/schemas/pessoas';
import { EmptyView } from '../../components/form';
import { localDate } from '../../lib/format';
import classes from './Busca.module.css';
import type { Lista } from './busca-state';

export const SEM_PESSOAS = 'Nenhuma pessoa encontrada';
export const SEM_CASOS = 'Nenhum caso encontrado';

interface ListaProps<T> {
  lista: Lista<T>;
  /** The list's name for screen readers ('Pessoas encontradas'). */
  label: string;
  vazio: { title: string; icon: ReactNode };
  erro: string;
  onMore: () => void;
  onRetry: () => void;
  children: (item: T) => ReactNode;
}

/**
 * A result list with infinite scroll: when its end comes into view the next page is asked for
 * (the hook asks only while fewer than the total have arrived).
 */
export function ResultadosLista<T extends { id: string }>({
  lista,
  label,
  vazio,
  erro,
  onMore,
  onRetry,
  children,
}: ListaProps<T>) {
  const fim = useRef<HTMLDivElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const node = fim.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  // A page that did not fill the screen leaves the end in view: no new intersection comes.
  useEffect(() => {
    const node = fim.current;
    if (!node || lista.loading || lista.page === 0) return;
    if (node.getBoundingClientRect().top < window.innerHeight + 200) more.current();
  }, [lista.loading, lista.page]);

  const primeira = lista.page === 0;
  return (
    <>
      {primeira && lista.loading && (
        <div className={classes.carregando} role="status">
          <Loader size="sm" color="navy" />
          <span>Pesquisando…</span>
        </div>
      )}
      {!lista.loading && !lista.error && lista.page > 0 && lista.items.length === 0 && (
        <EmptyView
          icon={vazio.icon}
          title={vazio.title}
          text="Confira o que foi digitado ou tente outros filtros."
        />
      )}
      {lista.items.length > 0 && (
        <ul className={classes.lista} aria-label={label}>
          {lista.items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}
      {lista.error && (
        <div className={classes.erro} role="alert">
          <Text size="sm" c="var(--mantine-color-error)" fw={600}>
            {lista.motivo ?? erro}
          </Text>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            Tentar novamente
          </Button>
        </div>
      )}
      {!primeira && lista.loading && (
        <div className={classes.carregando} role="status">
          <Loader size="xs" color="navy" />
          <span>Carregando mais resultados…</span>
        </div>
      )}
      {!lista.loading && lista.exato && lista.items.length > 0 && lista.items.length >= lista.total && (
        <Text size="xs" c="dimmed" ta="center" py="xs">
          {lista.total === 1 ? '1 resultado' : `Todos os ${lista.total.toLocaleString('pt-BR')} resultados`}
        </Text>
      )}
      <div ref={fim} aria-hidden className={classes.fim} />
    </>
  );
}

/** A person found: who they are, as much as the reader may see, and in how many cases. */
export function PessoaItem({ pessoa, onOpen }: { pessoa: PessoaResultado; onOpen?: () => void }) {
  const cpf = pessoa.cpf ? formatCpf(pessoa.cpf) : pessoa.cpf_mascarado;
  const corpo = (
    <>
      <span className={classes.itemTexto}>
        <span className={classes.nome}>{pessoa.nome}</span>
        {pessoa.vulgo && <span className={classes.vulgo}>“{pessoa.vulgo}”</span>}
        <span className={classes.meta}>
          {cpf && <span>CPF {cpf}</span>}
          {pessoa.data_nascimento && <span>Nasc. {formatDate(pessoa.data_nascimento)}</span>}
          {pessoa.mae && <span>Mãe: {pessoa.mae}</span>}
          {pessoa.iml.map((iml) => (
            <span key={iml}>IML: {iml}</span>
          ))}
        </span>
        {pessoa.dado_anterior && (
          <span className={classes.anterior}>
            <IconHistory size={14} aria-hidden />
            {DADO_ANTERIOR_TEXTO}
          </span>
        )}
      </span>
      <Badge color="navy" variant="light" radius="sm" className={classes.contagem}>
        {pessoa.casos === 1 ? '1 caso' : `${pessoa.casos} casos`}
      </Badge>
      {onOpen && <IconChevronRight size={18} aria-hidden className={classes.seta} />}
    </>
  );
  return onOpen ? (
    <UnstyledButton className={classes.item} onClick={onOpen} aria-label={`Abrir perfil de ${pessoa.nome}`}>
      {corpo}
    </UnstyledButton>
  ) : (
    <div className={classes.item}>{corpo}</div>
  );
}

/** A case found; one of another team shows a lock: opening it asks why, as from a profile. */
export function CasoItem({ caso, onOpen }: { caso: CasoResultado; onOpen: () => void }) {
  return (
    <UnstyledButton
      className={classes.item}
      onClick={onOpen}
      aria-label={`Abrir caso ${caso.name}, ${caso.identificador}${caso.acessivel ? '' : ' (acesso justificado)'}`}
    >
      <span className={classes.itemTexto}>
        <span className={classes.nome}>{caso.name}</span>
        <span className={classes.identificador}>{caso.identificador}</span>
        <span className={classes.meta}>
          <span className={classes.metaItem}>
            <IconCalendar size={14} aria-hidden />
            {localDate(caso.created_at)}
          </span>
          {caso.cidade && (
            <span className={classes.metaItem}>
              <IconMapPin size={14} aria-hidden />
              {caso.cidade}
            </span>
          )}
          {caso.membro && (
            <Badge color="gold.5" c="navy.9" variant="filled" size="xs" radius="sm">
              Minha equipe
            </Badge>
          )}
        </span>
      </span>
      {!caso.acessivel && <IconLock size={18} aria-hidden className={classes.cadeado} />}
      <IconChevronRight size={18} aria-hidden className={classes.seta} />
    </UnstyledButton>
  );
}

export const VAZIO_PESSOAS = { title: SEM_PESSOAS, icon: <IconUserSearch size={32} /> };
export const VAZIO_CASOS = { title: SEM_CASOS, icon: <IconFolders size={32} /> };
