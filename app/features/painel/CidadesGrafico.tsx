import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Dashboard } from '../../../shared/schemas/painel';
import { corDe } from './paleta';

/** 'Cidades mais violentas': deaths of the ten cities with most, as horizontal bars. */
export default function CidadesGrafico({ cidades }: { cidades: Dashboard['vitimasPorCidade'] }) {
  const data = cidades.map((cidade) => ({ cidade: cidade.cidade, Mortes: cidade.total_vitimas }));
  return (
    <BarChart
      h={Math.max(160, data.length * 36 + 40)}
      data={data}
      dataKey="cidade"
      orientation="vertical"
      series={[{ name: 'Mortes', color: corDe(1) }]}
      yAxisProps={{ width: 110, interval: 0 }}
      xAxisProps={{ allowDecimals: false }}
      gridAxis="x"
      withBarValueLabel
      textColor="var(--mantine-color-text)"
      valueFormatter={(valor) => valor.toLocaleString('pt-BR')}
      role="img"
      aria-label="Gráfico de barras: mortes nas cidades mais violentas"
    />
  );
}
