import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import type { DocumentoTipo } from '../../../shared/options';
import { DeleteButton, pendingSuffix, useIsRefused } from '../../components/form';
import { Lightbox } from '../../components/Lightbox';
import classes from './Documentos.module.css';

/** One picture of the grid, its URLs already resolved (server URLs or object URLs). */
export interface GridItem {
  id: string;
  tipo: DocumentoTipo;
  thumbnail: string | null;
  image: string | null;
  offline: boolean;
}

export interface DocumentosGridProps {
  items: readonly GridItem[];
  /** Shown with the type in the viewer's title and in the buttons' names. */
  nomePessoa?: string;
  /** Without it the grid is read-only. */
  onRemove?: (item: GridItem) => void;
  /** The remove button's name: 'Apagar imagem' for saved documents. */
  removeLabel?: string;
}

function Thumbnail({ item }: { item: GridItem }) {
  const [failed, setFailed] = useState(false);
  // Without signal a server picture the device never loaded cannot be shown; say so, not a broken icon.
  if (!item.thumbnail || failed) return <IconPhotoOff size={28} aria-hidden />;
  return <img src={item.thumbnail} alt="" loading="lazy" onError={() => setFailed(true)} />;
}

/** Thumbnails with their type; a tap opens the picture full screen. */
export function DocumentosGrid({
  items,
  nomePessoa,
  onRemove,
  removeLabel = 'Apagar imagem',
}: DocumentosGridProps) {
  const [open, setOpen] = useState<GridItem | null>(null);
  const isRefused = useIsRefused();
  const title = (item: GridItem) => [item.tipo, nomePessoa].filter(Boolean).join(' — ');
  const whose = nomePessoa ? ` de ${nomePessoa}` : '';

  return (
    <>
      <ul className={classes.grid} aria-label="Documentos">
        {items.map((item, index) => {
          const suffix = pendingSuffix(isRefused([item.id]));
          // Two documents of one type are told apart by their place in the grid.
          const name = `${item.tipo}${whose}, ${index + 1} de ${items.length}${item.offline ? suffix : ''}`;
          return (
            <li key={item.id} className={classes.tile}>
              <button
                type="button"
                className={classes.thumb}
                aria-label={`Ver documento ${name}`}
                onClick={() => setOpen(item)}
              >
                <span className={classes.picture}>
                  <Thumbnail item={item} />
                </span>
                <span className={classes.caption}>
                  <span className={classes.captionText}>{item.tipo}</span>
                  {item.offline && <span className={classes.offline}>{suffix.trim()}</span>}
                </span>
              </button>
              {onRemove && (
                <DeleteButton
                  label={`${removeLabel} ${name}`}
                  onClick={() => onRemove(item)}
                  iconSize={20}
                  className={classes.remove}
                  sobreImagem
                />
              )}
            </li>
          );
        })}
      </ul>
      <Lightbox src={open?.image ?? null} title={open ? title(open) : ''} onClose={() => setOpen(null)} />
    </>
  );
}
