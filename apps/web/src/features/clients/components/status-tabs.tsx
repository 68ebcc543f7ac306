import type { ClientStatus } from '@portal/contract/roles';
import { Tabs } from '@/components/ui/tabs';
import { STATUS_LABEL } from '../status';

export type StatusFilter = ClientStatus | 'all';
export const STATUS_FILTERS: StatusFilter[] = ['pending', 'active', 'suspended', 'rejected', 'all'];

const ITEMS = STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All' : STATUS_LABEL[value],
}));

type StatusTabsProps = { value: StatusFilter; onChange: (value: StatusFilter) => void; panelId: string };

/** The organisation statuses as tabs that filter the table below them. */
export function StatusTabs({ value, onChange, panelId }: StatusTabsProps) {
  return <Tabs items={ITEMS} value={value} onChange={onChange} panelId={panelId} label="Status" />;
}
