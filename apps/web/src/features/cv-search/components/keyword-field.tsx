import { parseBooleanQuery, QuerySyntaxError } from '@portal/contract/cv-query';
import { TextField } from '@/components/ui/text-field';

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
    />
  );
}

/** How the keyword syntax works, folded away until asked for. */
export function KeywordHelp() {
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-primary-800">How to write keywords</summary>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        <li>
          Words side by side must all appear: <code>forklift warehouse</code>
        </li>
        <li>
          <code>OR</code> (or <code>or</code>) between alternatives: <code>customs OR clearance</code>
        </li>
        <li>
          <code>NOT</code> or a minus leaves out: <code>-hazmat</code>, <code>NOT driver</code>
        </li>
        <li>
          Quotes for a phrase: <code>"reach truck"</code>; brackets to group:{' '}
          <code>(SAP OR Oracle) AND WMS</code>
        </li>
        <li>
          A star for any ending: <code>forklift*</code> finds forklift and forklifts, <code>procurem*</code>{' '}
          finds procurement
        </li>
        <li>
          Hyphens and slashes join or part: <code>supply-chain</code> also finds "supply chain",{' '}
          <code>sap/ewm</code> also finds "SAP EWM"
        </li>
      </ul>
    </details>
  );
}
