import type { CampaignSummary } from '@portal/contract/recruiter-email';
import { ChartFigure, SeriesChart } from '@/components/charts';

type Row = { name: string; rate: number; responded: number; sent: number };

/** Response rate (answers per mail sent, %) of each campaign on the page, oldest first. */
export function ResponseRateChart({ campaigns }: { campaigns: CampaignSummary[] }) {
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
      title="Response rate per campaign"
      description="Candidates who answered, as a share of the mails sent."
      rows={rows}
      columns={[
        { key: 'name', label: 'Campaign' },
        { key: 'sent', label: 'Sent' },
        { key: 'responded', label: 'Answered' },
        { key: 'rate', label: 'Response rate', format: (v) => `${v}%` },
      ]}
      empty="No campaign has been delivered yet."
    >
      <SeriesChart data={rows} xKey="name" series={[{ key: 'rate', label: 'Response rate (%)' }]} />
    </ChartFigure>
  );
}
