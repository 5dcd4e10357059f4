/** The report's team, in the PDF's groups (spec §9): Investigação, Perícia, Outros. */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { grupoDoCargo } from '../equipe';
import type { EquipeMembro } from '../schemas/equipe';

/** Spec §9: team groups of the PDF. The display groups' Polícia Civil investigates, IPC is forensics. */
export type GrupoPdf = 'Investigação' | 'Perícia' | 'Outros';
export function grupoPdf(cargo: string): GrupoPdf {
  const grupo = grupoDoCargo(cargo);
  return grupo === 'Polícia Civil' ? 'Investigação' : grupo === 'IPC' ? 'Perícia' : 'Outros';
}

const GRUPOS: readonly GrupoPdf[] = ['Investigação', 'Perícia', 'Outros'];

export const SECOES_EQUIPE = [
  secaoDoRelatorio({
    secao: 'equipe',
    titulo: 'Equipe',
    ordem: 120,
    itens: (caso: { equipe: readonly EquipeMembro[] }) =>
      GRUPOS.flatMap((grupo) => {
        const membros = caso.equipe.filter((m) => grupoPdf(m.cargo.nome) === grupo);
        if (membros.length === 0) return [];
        return [
          {
            id: grupo,
            titulo: grupo,
            linhas: [],
            lista: membros.map((m) => `${m.name} — ${m.cargo.nome} — matrícula ${m.matricula}`),
          },
        ];
      }),
  }),
] as const;
