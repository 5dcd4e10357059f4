/** Positions as the administrators edit them (spec §3 Position, §5 'O nome do cargo é obrigatório'). */
import { z } from 'zod';
import { INT4_MAX, nomeUnico, uuid } from './common';

export const CARGO_MENSAGEM = 'O nome do cargo é obrigatório';

const cargoNome = nomeUnico(CARGO_MENSAGEM)
  .trim()
  .min(1, CARGO_MENSAGEM)
  .max(120, 'Use no máximo 120 caracteres.');

export const cargoUpdateRequest = z.object({ nome: cargoNome }).meta({ id: 'CargoUpdateRequest' });
export type CargoUpdateRequest = z.input<typeof cargoUpdateRequest>;

/** Positions keep their numeric ids (1–21 are the spec's); `id` is the client's id of the create. */
export const cargoCreateRequest = cargoUpdateRequest.extend({ id: uuid }).meta({ id: 'CargoCreateRequest' });

export const cargoParams = z.object({
  cargoId: z.coerce
    .number({ message: 'Identificador inválido.' })
    .int('Identificador inválido.')
    .positive('Identificador inválido.')
    .max(INT4_MAX, 'Identificador inválido.'),
});
