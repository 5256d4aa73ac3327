import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';

export interface ReportChartProps {
  data: Record<string, string | number>[];
  dataKey: string;
  series: BarChartSeries[];
  stacked?: boolean;
}

/** The reports' bar chart; its own chunk (recharts is large), loaded when a chart is first shown. */
export default function ReportBarChart({ data, dataKey, series, stacked }: ReportChartProps) {
  return (
    <BarChart
      h={260}
      data={data}
      dataKey={dataKey}
      series={series}
      type={stacked ? 'stacked' : 'default'}
      withLegend
      tickLine="y"
    />
  );
}
