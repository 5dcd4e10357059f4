/**
 * The report's evidence (Mídias): each vestígio with its media, named as the export names its
 * files, with how each was recorded and the SHA-256 of its original.
 */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { nomesDasMidiasDoCaso } from '../midia-nome';
import { alertaDeHora, ditoPeloArquivo, registroDaMidia } from '../midia-origem';
import { rotuloVestigio } from '../options-caso';
import { dataHoraPdf, dataPdf } from '../pdf/formato';
import { linhasDaApreensao } from '../schemas/apreensao';
import type { Vestigio } from '../schemas/vestigios';
import { coordenadasLinha, offline, usuarioComMatricula } from './comum';

export const SECOES_VESTIGIOS = [
  secaoDoRelatorio({
    secao: 'midias',
    titulo: 'Mídias',
    ordem: 140,
    itens: (caso: { vestigios: readonly Vestigio[] }) => {
      // The same names as the export's files, so paper and zip point at each other.
      const nomes = nomesDasMidiasDoCaso(caso.vestigios);
      return caso.vestigios.map((v, i) => ({
        id: v.id,
        titulo: `Vestígio ${i + 1}: ${rotuloVestigio(v.tipo)}`,
        linhas: [
          ['Descrição', v.descricao],
          ...linhasDaApreensao(v, dataPdf),
          ['Registrado por', usuarioComMatricula(v.user)],
          ['Registrado em', dataHoraPdf(v.created_at)],
          ['Coordenadas', coordenadasLinha(v.coordenadas)],
        ],
        midias: v.midias.map((m) => ({
          id: m.id,
          nome: nomes.get(m.id) ?? m.id,
          video: m.kind === 'video',
          registro: registroDaMidia(m, dataHoraPdf),
          alerta: alertaDeHora(m, dataHoraPdf),
          arquivo: ditoPeloArquivo(m),
          sha256: m.sha256,
        })),
        offline: offline(v),
      }));
    },
  }),
] as const;
