/**
 * The statistics' charts (@mantine/charts over recharts), in a chunk of their own that only the
 * dashboard pages load. Every chart has a legend in text beside it: a phone at night shows
 * colours poorly, and a screen reader reads the list.
 */
import '@mantine/charts/styles.css';
import { BarChart, PieChart } from '@mantine/charts';
import classes from './Painel.module.css';
import { corDe, ocorrencias, percentual } from './paleta';

export interface Valor {
  rotulo: string;
  total: number;
}

interface GraficoProps {
  titulo: string;
  valores: Valor[];
}

function Legenda({ valores, total }: { valores: Valor[]; total: number }) {
  return (
    <ul className={classes.legenda}>
      {valores.map((valor, indice) => (
        <li key={valor.rotulo}>
          <span className={classes.cor} style={{ background: corDe(indice) }} aria-hidden />
          <span>{valor.rotulo}</span>
          <span
            className={classes.numero}
          >{`${valor.total.toLocaleString('pt-BR')} (${percentual(valor.total, total)})`}</span>
        </li>
      ))}
    </ul>
  );
}

/** A pie whose tooltip gives the count and the rounded percentage (spec §9). */
export function Pizza({ titulo, valores }: GraficoProps) {
  const total = valores.reduce((soma, valor) => soma + valor.total, 0);
  return (
    <>
      <PieChart
        mx="auto"
        size={200}
        data={valores.map((valor, indice) => ({
          name: valor.rotulo,
          value: valor.total,
          color: corDe(indice),
        }))}
        withTooltip
        tooltipDataSource="segment"
        valueFormatter={(valor) => `${valor.toLocaleString('pt-BR')} (${percentual(valor, total)})`}
        strokeColor="var(--mantine-color-body)"
        role="img"
        aria-label={`Gráfico de pizza: ${titulo}`}
      />
      <Legenda valores={valores} total={total} />
    </>
  );
}

/** Bars: upright for the age bands, lying for the crimes (tooltip 'N ocorrências', spec §2.3). */
export function Barras({ titulo, valores, horizontal }: GraficoProps & { horizontal: boolean }) {
  const data = valores.map((valor) => ({ rotulo: valor.rotulo, Vítimas: valor.total }));
  return (
    <BarChart
      h={horizontal ? Math.max(160, data.length * 40 + 40) : 240}
      data={data}
      dataKey="rotulo"
      orientation={horizontal ? 'vertical' : 'horizontal'}
      series={[{ name: 'Vítimas', color: corDe(horizontal ? 4 : 0) }]}
      xAxisProps={
        horizontal
          ? { allowDecimals: false, tickFormatter: (valor: number) => valor.toLocaleString('pt-BR') }
          : { interval: 0, fontSize: 11 }
      }
      yAxisProps={horizontal ? { width: 120, interval: 0 } : { allowDecimals: false }}
      gridAxis={horizontal ? 'x' : 'y'}
      withBarValueLabel
      // The bar's end shows the bare number; the tooltip says 'N ocorrências'.
      valueLabelProps={{ formatter: (valor: unknown) => Number(valor).toLocaleString('pt-BR') }}
      textColor="var(--mantine-color-text)"
      valueFormatter={horizontal ? ocorrencias : (valor) => valor.toLocaleString('pt-BR')}
      role="img"
      aria-label={`Gráfico de barras: ${titulo}`}
    />
  );
}
