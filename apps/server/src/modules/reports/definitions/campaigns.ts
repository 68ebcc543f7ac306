import { EMAIL_RESPONSE_LABELS, EMAIL_RESPONSES } from '@portal/contract/recruiter-email';
import type { ReportColumn, ReportRow } from '@portal/contract/reports';
import { type CampaignFigures, campaignRows } from '../campaigns-repository';
import type { ReportDefinition } from '../definition';

const answerKey = (a: string) => `answer_${a}`;

const COLUMNS: ReportColumn[] = [
  { key: 'campaign', label: 'Campaign', kind: 'text' },
  { key: 'sent_on', label: 'Sent', kind: 'date' },
  { key: 'mails_sent', label: 'Mails sent', kind: 'count' },
  { key: 'answered', label: 'Candidates who answered', kind: 'count' },
  { key: 'answer_rate', label: 'Answer rate', kind: 'percent' },
  ...EMAIL_RESPONSES.map((a) => ({
    key: answerKey(a),
    label: EMAIL_RESPONSE_LABELS[a],
    kind: 'count' as const,
  })),
];

type Counts = Omit<CampaignFigures, 'id' | 'name' | 'sent_on'>;

/** The figures of a row; the rate is of the mails that went out, one decimal. */
function figures(c: Counts): ReportRow {
  const mailed = Number(c.mailed);
  const answered = Number(c.answered);
  return {
    mails_sent: mailed,
    answered,
    answer_rate: mailed > 0 ? Math.round((answered * 1000) / mailed) / 10 : null,
    ...Object.fromEntries(EMAIL_RESPONSES.map((a) => [answerKey(a), Number(c[a])])),
  };
}

/** One row per recruiter campaign sent in the period, with its answers; totals over them. */
export const campaignsReport: ReportDefinition = {
  id: 'campaigns',
  async run(db, scope, filters) {
    const campaigns = await campaignRows(db, scope, filters);
    const sum = (k: keyof Counts) => campaigns.reduce((s, c) => s + Number(c[k]), 0);
    const totals = {
      mailed: sum('mailed'),
      answered: sum('answered'),
      ...Object.fromEntries(EMAIL_RESPONSES.map((a) => [a, sum(a)])),
    } as Counts;
    return {
      columns: COLUMNS,
      rows: campaigns.map((c) => ({ campaign: c.name, sent_on: c.sent_on, ...figures(c) })),
      totals: { campaign: 'Total', sent_on: null, ...figures(totals) },
      chart: { kind: 'bar', x: 'campaign', series: ['mails_sent', 'answered'] },
    };
  },
};
