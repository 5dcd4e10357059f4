/**
 * A marker's popup as DOM, built when it opens (Leaflet takes an element): the title, what was
 * recorded about it, and a vestígio's photo. Text goes in as text, never as markup.
 */
import { pendingSuffix } from '../../components/form/notices/pending-texts';
import classes from './Croqui.module.css';

export interface PopupDetalhes {
  sigla: string;
  titulo: string;
  /** Type of marker as the legend names it. */
  legenda: string;
  linhas: readonly string[];
  foto: { src: string; alt: string } | null;
  offline: boolean;
  /** Its queued save was refused: the outbox holds it to resend or discard, it waits for nothing. */
  recusado: boolean;
}

function elemento<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | undefined,
  texto?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (texto !== undefined) el.textContent = texto;
  return el;
}

export function popupDoMarcador(detalhes: PopupDetalhes): HTMLElement {
  const raiz = elemento('div', classes.popup);
  raiz.append(elemento('p', classes.popupLegenda, `${detalhes.legenda} · ${detalhes.sigla}`));
  raiz.append(elemento('p', classes.popupTitulo, detalhes.titulo));
  for (const linha of detalhes.linhas) raiz.append(elemento('p', classes.popupLinha, linha));
  if (detalhes.offline)
    raiz.append(
      elemento('p', classes.popupOffline, `Salvo neste aparelho${pendingSuffix(detalhes.recusado)}`),
    );
  if (detalhes.foto) {
    const img = elemento('img', classes.popupFoto);
    img.alt = detalhes.foto.alt;
    img.src = detalhes.foto.src;
    img.decoding = 'async';
    // Offline the server's thumbnail cannot be fetched: say so instead of a broken picture.
    img.addEventListener('error', () => {
      img.replaceWith(elemento('p', classes.popupLinha, 'Foto indisponível sem conexão.'));
    });
    raiz.append(img);
  }
  return raiz;
}
