import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './Lightbox.module.css';
import { Modal } from './Modal';

export interface LightboxProps {
  /** The image to show; null keeps the viewer closed. */
  src: string | null;
  /** Read by screen readers and shown above the image. */
  title: string;
  onClose: () => void;
}

/**
 * A full-screen viewer for one image, fitted to the screen. Closes on Escape, on its close button
 * and on a tap anywhere outside the image.
 */
export function Lightbox({ src, title, onClose }: LightboxProps) {
  const [carregada, setCarregada] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new image starts loading again.
  useEffect(() => setCarregada(false), [src]);

  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      size={10}
      centered
      title={title}
      classNames={{
        content: classes.content,
        header: classes.header,
        title: classes.title,
        close: classes.close,
        body: classes.body,
      }}
      overlayProps={{ backgroundOpacity: 0.88, color: '#020a16', blur: 3 }}
    >
      {/* A tap beside the image closes, as on the backdrop; the image itself does not. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: Escape and the close button are the keyboard path. */}
      <div
        className={classes.stage}
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {!carregada && <Loader color="gold" className={classes.loader} aria-label="Carregando imagem" />}
        {src && (
          <img
            src={src}
            alt={title}
            className={classes.image}
            data-loaded={carregada || undefined}
            onLoad={() => setCarregada(true)}
            onError={() => setCarregada(true)}
          />
        )}
      </div>
    </Modal>
  );
}
