import { clsx } from 'clsx';
import { type LocationOption, suggest } from './location-options';
import { useCombobox } from './use-combobox';

type LocationComboboxProps = {
  label: string;
  /** What is typed in the box. */
  text: string;
  onTextChange: (text: string) => void;
  /** A suggestion was picked (its name is then the text). */
  onPick: (option: LocationOption) => void;
  options: LocationOption[];
  placeholder?: string;
  error?: string;
  labelClassName?: string;
  inputClassName?: string;
  className?: string;
  /** The field's name, so a form submitted before the client takes over sends the typed place. */
  name?: string;
};

/**
 * A location box that suggests emirates and cities as the visitor types (WAI-ARIA combobox,
 * use-combobox.ts: arrows move, Enter picks, Escape closes). Typing stays free: the form decides what
 * a name that matches no suggestion means.
 */
export function LocationCombobox({
  label,
  text,
  onTextChange,
  onPick,
  options,
  placeholder,
  error,
  labelClassName,
  inputClassName,
  className,
  name,
}: LocationComboboxProps) {
  const items = suggest(options, text);
  const { isOpen, labelProps, inputProps, menuProps, itemProps, highlightedIndex } =
    useCombobox<LocationOption>({
      items,
      inputValue: text,
      itemToString: (item) => item.name,
      onInputValueChange: onTextChange,
      onSelect: onPick,
    });
  const errorId = `${inputProps.id}-error`;
  return (
    <div className={clsx('relative flex flex-col', className)}>
      <label id={labelProps.id} htmlFor={labelProps.htmlFor} className={labelClassName}>
        {label}
      </label>
      <input
        {...inputProps}
        name={name}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        className={inputClassName}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <ul
        {...menuProps}
        className={clsx(
          'absolute top-full start-0 z-30 mt-2 max-h-72 w-full min-w-64 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-slate-900 shadow-lg',
          !isOpen && 'hidden',
        )}
      >
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.id}
                {...itemProps(index)}
                className={clsx(
                  'flex cursor-pointer flex-col px-3 py-2 text-start',
                  highlightedIndex === index && 'bg-primary-50',
                )}
              >
                <span className="text-[15px] font-medium">{item.name}</span>
                <span className="text-xs text-slate-600">{item.detail}</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
