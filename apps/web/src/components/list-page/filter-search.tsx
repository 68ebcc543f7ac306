import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useDraft } from '@/lib/use-draft';

type FilterSearchProps = {
  /** The committed search (from the URL); the field follows it when it changes (Back, links). */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder: string;
  /** The button's text; with `iconOnly` it names the icon button instead. */
  button: { label: string; iconOnly?: boolean };
  className?: string;
};

/** A list's search among its filter fields: a labelled field like theirs, applied on Enter or Search. */
export function FilterSearch({ value, onSearch, label, placeholder, button, className }: FilterSearchProps) {
  const [draft, setDraft] = useDraft(value);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17.
    <form role="search" onSubmit={onSubmit} className={className}>
      <TextField
        label={label}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder={placeholder}
        className="min-w-0 flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        aria-label={button.iconOnly ? button.label : undefined}
        icon={<Search aria-hidden className="size-4" />}
      >
        {button.iconOnly ? null : button.label}
      </Button>
    </form>
  );
}
