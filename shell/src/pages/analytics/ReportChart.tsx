/** A report drawn by uPlot (its own chunk, fetched with the first chart), redrawn on theme, language and width. */
import type { Language } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { $isDark } from '../../theme/themeModel';
import type { ReportData, ReportKind } from './analyticsApi';
import { chartData, chartOptions } from './chartOptions';

const HEIGHT = 240;

interface ReportChartProps {
  data: ReportData;
  kind: ReportKind;
  language: Language;
  label: string;
}

export default function ReportChart({ data, kind, language, label }: ReportChartProps) {
  const dark = useUnit($isDark);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const width = () => Math.max(240, element.clientWidth);
    const plot = new uPlot(
      chartOptions({ data, kind, language, dark, width: width(), height: HEIGHT }),
      chartData({ data, kind }),
      element,
    );
    const resized = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      plot.destroy();
    };
  }, [data, kind, language, dark]);

  return <div ref={container} className="artel-report-chart" role="img" aria-label={label} />;
}
