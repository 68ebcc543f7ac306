import { parseBooleanQuery, QuerySyntaxError } from '@portal/contract/cv-query';
import { TextField } from '@/components/ui/text-field';
import { useT } from '../i18n';

/** The parser's message for a malformed box, so the mistake shows before anything is sent. */
export function keywordError(value: string): string | undefined {
  try {
    parseBooleanQuery(value);
    return undefined;
  } catch (err) {
    if (err instanceof QuerySyntaxError) return err.message;
    throw err;
  }
}

type KeywordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for this box, when it refused the search. */
  serverError?: string;
  hint?: string;
  placeholder?: string;
  /** Show the parser's message only once the recruiter tried to search. */
  showError: boolean;
};

export function KeywordField({
  label,
  value,
  onChange,
  serverError,
  hint,
  placeholder,
  showError,
}: KeywordFieldProps) {
  const error = (showError ? keywordError(value) : undefined) ?? serverError;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      // Keywords may be English or Arabic: each box reads in the direction of what is typed in it.
      dir="auto"
    />
  );
}

/** How the keyword syntax works, folded away until asked for. */
export function KeywordHelp() {
  const t = useT();
  const c = (chunks: React.ReactNode[]) => (
    <code dir="ltr" className="inline-block">
      {chunks}
    </code>
  );
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-primary-800">{t('help.summary')}</summary>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>{t.rich('help.and', { c })}</li>
        <li>{t.rich('help.or', { c })}</li>
        <li>{t.rich('help.not', { c })}</li>
        <li>{t.rich('help.phrase', { c })}</li>
        <li>{t.rich('help.star', { c })}</li>
        <li>{t.rich('help.hyphen', { c })}</li>
      </ul>
    </details>
  );
}
