import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { InsightsReport } from '../api/insights';
import { CHANNELS } from './channels';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

/** Enquiries per day, stacked by channel (Chart.js; this file is a chunk of its own, loaded with the screen). */
export default function EnquiriesChart({ byDay }: { byDay: InsightsReport['byDay'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: {
        labels: byDay.map((d) => d.date.slice(5)),
        datasets: CHANNELS.map(({ kind, label, color }) => ({
          label,
          data: byDay.map((d) => d[kind]),
          backgroundColor: color,
        })),
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [byDay]);
  const total = (kind: (typeof CHANNELS)[number]['kind']) => byDay.reduce((n, d) => n + d[kind], 0);
  return (
    <div className="relative h-64 sm:h-80">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Enquiries per day from ${byDay[0]?.date} to ${byDay.at(-1)?.date}: ${CHANNELS.map(
          (c) => `${total(c.kind)} ${c.label}`,
        ).join(', ')}`}
      />
    </div>
  );
}
