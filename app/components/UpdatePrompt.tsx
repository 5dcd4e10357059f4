import { Button } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { applyUpdate, isUpdateWaiting, subscribeUpdate } from '../offline/sw-control';
import classes from './UpdatePrompt.module.css';

/**
 * Offers a new version instead of reloading on its own: the officer applies it when not in the
 * middle of a form, and applying it first writes every open form's draft. A bar in the page's
 * flow above the header, so it covers no field and no button.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting);
  const [applying, setApplying] = useState(false);
  if (!waiting) return null;
  return (
    <div className={classes.bar} role="status">
      <span className={classes.text}>Nova versão disponível.</span>
      <Button
        size="compact-md"
        color="gold.5"
        c="navy.9"
        loading={applying}
        onClick={() => {
          setApplying(true);
          void applyUpdate();
        }}
      >
        Atualizar
      </Button>
    </div>
  );
}
