import { afterEach, describe, expect, it, vi } from 'vitest';
import { pedirPersistencia } from './persistencia';

/** The browser's storage manager, as far as this asks it. */
function armazenamento(persistido: boolean, concede: boolean) {
  const storage = {
    persisted: vi.fn(async () => persistido),
    persist: vi.fn(async () => concede),
  };
  vi.stubGlobal('navigator', { storage });
  return storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('pedirPersistencia', () => {
  it('asks the browser to keep the device’s data for good, unless it already does', async () => {
    const novo = armazenamento(false, true);
    expect(await pedirPersistencia()).toBe(true);
    expect(novo.persist).toHaveBeenCalledTimes(1);
    const jaGuardado = armazenamento(true, true);
    expect(await pedirPersistencia()).toBe(true);
    expect(jaGuardado.persist).not.toHaveBeenCalled();
  });

  it('answers false where it is refused or the browser has no storage manager', async () => {
    armazenamento(false, false);
    expect(await pedirPersistencia()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await pedirPersistencia()).toBe(false);
  });
});
