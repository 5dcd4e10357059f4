import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../shared/routes';
import { CASO_TILES } from '../../shared/schemas/casos';
import { tilesDoHub } from './casos/hub-tiles';
import { partesDoCaso } from './casos/parte-do-caso';
import { PARTES_DO_CASO, TELAS } from './modulos';

describe('the registry of features', () => {
  it("gives the hub's tiles in the spec's order, each once", () => {
    expect(tilesDoHub(PARTES_DO_CASO).map(({ tile }) => tile)).toEqual([...CASO_TILES]);
  });

  it('is what the case reads once it has loaded', () => {
    expect(partesDoCaso()).toBe(PARTES_DO_CASO);
  });

  it('draws every screen of the route table but the two outside the frame', () => {
    expect(Object.keys(TELAS ?? {}).sort()).toEqual(
      Object.keys(SCREENS)
        .filter((name) => name !== 'login' && name !== 'verificar')
        .sort(),
    );
  });
});
