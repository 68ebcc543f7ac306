import { type KeyboardEvent, useId, useState } from 'react';

type ComboboxOptions<T> = {
  items: T[];
  /** What the box holds; the caller keeps it (typing stays free). */
  inputValue: string;
  itemToString: (item: T) => string;
  onInputValueChange: (value: string) => void;
  onSelect: (item: T) => void;
};

/**
 * The WAI-ARIA combobox pattern (an editable box with a list of suggestions), as the location
 * box needs it: typing opens the list, ArrowDown/ArrowUp move through it (and open it), Enter
 * picks the highlighted one, Escape closes, a click picks, leaving the box closes (picking the
 * highlighted one, as downshift did). Our own instead of downshift: 10 KB of the first load of the
 * landing and search pages for these few keys, and no swap of the box while the page loads.
 */
export function useCombobox<T>({
  items,
  inputValue,
  itemToString,
  onInputValueChange,
  onSelect,
}: ComboboxOptions<T>) {
  const id = useId();
  const [isOpen, setOpen] = useState(false);
  const [highlightedIndex, setHighlighted] = useState(-1);
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const menuId = `${id}-menu`;
  const itemId = (index: number) => `${id}-item-${index}`;
  const shown = isOpen && items.length > 0;

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };
  const pick = (item: T) => {
    onInputValueChange(itemToString(item));
    onSelect(item);
    close();
  };
  const move = (step: 1 | -1) => {
    if (!items.length) return;
    setOpen(true);
    setHighlighted((current) =>
      !isOpen || current < 0
        ? step === 1
          ? 0
          : items.length - 1
        : (current + step + items.length) % items.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const item = shown ? items[highlightedIndex] : undefined;
      if (item === undefined) return; // nothing highlighted: Enter submits the form
      event.preventDefault();
      pick(item);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };

  return {
    isOpen: shown,
    highlightedIndex,
    labelProps: { id: labelId, htmlFor: inputId },
    inputProps: {
      id: inputId,
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': shown,
      'aria-controls': menuId,
      'aria-labelledby': labelId,
      'aria-activedescendant': shown && highlightedIndex >= 0 ? itemId(highlightedIndex) : undefined,
      value: inputValue,
      onChange: (event: { target: { value: string } }) => {
        onInputValueChange(event.target.value);
        setOpen(true);
        setHighlighted(-1);
      },
      onKeyDown,
      onClick: () => (isOpen ? close() : setOpen(true)),
      onBlur: () => {
        const item = shown ? items[highlightedIndex] : undefined;
        if (item !== undefined) pick(item);
        else close();
      },
    },
    menuProps: { id: menuId, role: 'listbox' as const, 'aria-labelledby': labelId },
    itemProps: (index: number) => ({
      id: itemId(index),
      role: 'option' as const,
      'aria-selected': index === highlightedIndex,
      onMouseMove: () => {
        if (index !== highlightedIndex) setHighlighted(index);
      },
      // Kept from taking the focus, so the box does not blur before the click picks.
      onMouseDown: (event: { preventDefault: () => void }) => event.preventDefault(),
      onClick: () => {
        const item = items[index];
        if (item !== undefined) pick(item);
      },
    }),
  };
}
