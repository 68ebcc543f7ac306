import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

type KeywordBarProps = { value: string; onSearch: (keyword: string) => void };

/** The keyword box: websearch syntax ("quoted phrase", OR, -word) is passed through as typed. */
export function KeywordBar({ value, onSearch }: KeywordBarProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17.
    <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor={id} className="sr-only">
          Keyword
        </label>
        <Search aria-hidden className="absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder='Job title, skill or company — e.g. "warehouse supervisor" -night'
          aria-describedby={`${id}-hint`}
          className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-11 text-[15px] placeholder:text-slate-500 focus:border-primary-700 focus:ring-2 focus:ring-primary-200 focus:outline-none"
        />
        <p id={`${id}-hint`} className="sr-only">
          Use quotes for a phrase, OR between alternatives, and a minus sign to leave a word out.
        </p>
      </div>
      <Button type="submit" size="lg" className="rounded-xl">
        Search jobs
      </Button>
    </form>
  );
}
