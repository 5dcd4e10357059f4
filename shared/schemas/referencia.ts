import { z } from 'zod';

/** Every municipality, loaded once by the client for the offline city autocomplete. */
export const municipio = z.object({ id: z.number().int(), nome: z.string(), uf: z.string() });
export type Municipio = z.infer<typeof municipio>;
export const municipioList = z.object({ data: z.array(municipio) }).meta({ id: 'MunicipioList' });

/** Referral places of a surviving victim; `livre` (OUTRO) asks for the place by text. */
export const encaminhamento = z.object({
  codigo: z.string(),
  nome: z.string(),
  livre: z.boolean(),
});
export type Encaminhamento = z.infer<typeof encaminhamento>;
export const encaminhamentoList = z
  .object({ data: z.array(encaminhamento) })
  .meta({ id: 'EncaminhamentoList' });

/** City autocomplete starts at this many characters (spec §9). */
export const CIDADE_BUSCA_MIN = 4;

/** How a city is offered and shown (spec §3 Address). */
export function cidadeLabel(cidade: { nome: string; uf: string }): string {
  return `${cidade.nome} / ${cidade.uf}`;
}
