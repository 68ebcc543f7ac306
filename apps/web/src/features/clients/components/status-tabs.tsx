import type { ClientStatus } from '@portal/contract/roles';
import { Tabs } from '@/components/ui/tabs';
import { useStatusLabels } from '@/lib/labels';
import { useT } from '../i18n';

export type StatusFilter = ClientStatus | 'all';
export const STATUS_FILTERS: StatusFilter[] = ['pending', 'active', 'suspended', 'rejected', 'all'];

type StatusTabsProps = { value: StatusFilter; onChange: (value: StatusFilter) => void; panelId: string };

/** The organisation statuses as tabs that filter the table below them. */
export function StatusTabs({ value, onChange, panelId }: StatusTabsProps) {
  const t = useT();
  const labels = useStatusLabels();
  const items = STATUS_FILTERS.map((v) => ({
    value: v,
    label: v === 'all' ? t('status.all') : labels.client(v),
  }));
  return <Tabs items={items} value={value} onChange={onChange} panelId={panelId} label={t('status.label')} />;
}
