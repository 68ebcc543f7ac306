import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useDraft } from '@/lib/use-draft';
import { useT } from '../i18n';
import { Button } from './button';

type SearchBoxProps = {
  /** The committed value (from the URL); the box follows it when it changes (Back, links). */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
};

/** A labelled search field with a Search button; submits on Enter. */
export function SearchBox({ value, onSearch, label, placeholder, className }: SearchBoxProps) {
  const id = useId();
  const [draft, setDraft] = useDraft(value);
  const t = useT();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17.
    <form role="search" onSubmit={onSubmit} className={className ?? 'flex gap-2'}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={placeholder}
        className="h-9 w-full min-w-0 rounded-full border border-slate-300 bg-white px-4 text-sm focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none lg:w-72"
      />
      <Button type="submit" size="sm" variant="secondary" icon={<Search aria-hidden className="size-4" />}>
        {t('action.search')}
      </Button>
    </form>
  );
}
