import type { CampaignSummary } from '@portal/contract/recruiter-email';
import { ChartFigure, SeriesChart } from '@/components/charts';
import { useFormat } from '@/lib/intl/format';
import { useT } from '../i18n';

type Row = { name: string; rate: number; responded: number; sent: number };

/** Response rate (answers per mail sent, %) of each campaign on the page, oldest first. */
export function ResponseRateChart({ campaigns }: { campaigns: CampaignSummary[] }) {
  const t = useT();
  const f = useFormat();
  const rows: Row[] = [...campaigns]
    .reverse()
    .filter((c) => c.counts.sent > 0)
    .map((c) => ({
      name: c.name.length > 24 ? `${c.name.slice(0, 23)}…` : c.name,
      rate: Math.round((c.counts.responded / c.counts.sent) * 100),
      responded: c.counts.responded,
      sent: c.counts.sent,
    }));
  return (
    <ChartFigure
      title={t('chart.title')}
      description={t('chart.text')}
      rows={rows}
      columns={[
        { key: 'name', label: t('chart.campaign') },
        { key: 'sent', label: t('chart.sent') },
        { key: 'responded', label: t('chart.answered') },
        {
          key: 'rate',
          label: t('chart.rate'),
          format: (v) => f.number(Number(v) / 100, { style: 'percent' }),
        },
      ]}
      empty={t('chart.empty')}
    >
      <SeriesChart data={rows} xKey="name" series={[{ key: 'rate', label: t('chart.ratePct') }]} />
    </ChartFigure>
  );
}
