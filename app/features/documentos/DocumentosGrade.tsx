import { ActionIcon } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { DocumentoTipo } from '../../../shared/options';
import { Lightbox } from '../../components/Lightbox';
import classes from './Documentos.module.css';

/** One picture of the grid, its URLs already resolved (server URLs or object URLs). */
export interface ItemGrade {
  id: string;
  tipo: DocumentoTipo;
  miniatura: string | null;
  imagem: string | null;
  offline: boolean;
}

export interface DocumentosGradeProps {
  itens: readonly ItemGrade[];
  /** Shown with the type in the viewer's title. */
  nomePessoa?: string;
  /** Without it the grid is read-only. */
  onRemover?: (item: ItemGrade) => void;
  /** The remove button's name: 'Apagar imagem' for saved documents. */
  rotuloRemover?: string;
}

function Miniatura({ item }: { item: ItemGrade }) {
  const [falhou, setFalhou] = useState(false);
  // Without signal a server picture the device never loaded cannot be shown; say so, not a broken icon.
  if (!item.miniatura || falhou) return <IconPhotoOff size={28} aria-hidden />;
  return <img src={item.miniatura} alt={item.tipo} loading="lazy" onError={() => setFalhou(true)} />;
}

/** Thumbnails with their type; a tap opens the picture full screen. */
export function DocumentosGrade({
  itens,
  nomePessoa,
  onRemover,
  rotuloRemover = 'Apagar imagem',
}: DocumentosGradeProps) {
  const [aberto, setAberto] = useState<ItemGrade | null>(null);
  const titulo = (item: ItemGrade) => [item.tipo, nomePessoa].filter(Boolean).join(' — ');

  return (
    <>
      <ul className={classes.grid} aria-label="Documentos">
        {itens.map((item) => (
          <li key={item.id} className={classes.tile}>
            <button
              type="button"
              className={classes.thumb}
              aria-label={`Ver documento ${item.tipo}${item.offline ? ' (Offline)' : ''}`}
              onClick={() => setAberto(item)}
            >
              <span className={classes.picture}>
                <Miniatura item={item} />
              </span>
              <span className={classes.caption}>
                <span className={classes.captionText}>{item.tipo}</span>
                {item.offline && <span className={classes.offline}>(Offline)</span>}
              </span>
            </button>
            {onRemover && (
              <ActionIcon
                className={classes.remove}
                color="red"
                variant="filled"
                radius="xl"
                size="lg"
                aria-label={rotuloRemover}
                onClick={() => onRemover(item)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            )}
          </li>
        ))}
      </ul>
      <Lightbox
        src={aberto?.imagem ?? null}
        titulo={aberto ? titulo(aberto) : ''}
        onClose={() => setAberto(null)}
      />
    </>
  );
}
