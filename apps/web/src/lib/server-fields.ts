/**
 * What a visitor did in the server-rendered page before the client took it over: the fields they changed
 * and the one they were in. The client's first render replaces the server's DOM, so without this a
 * keyword typed in that moment would vanish and the caret leave the box.
 */
type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type ChangedField = { key: string; value: string; checked: boolean };

export type ServerFields = {
  changed: ChangedField[];
  focus: { key: string; start: number | null; end: number | null } | null;
};

const FIELDS = 'input, textarea, select';
/** Inputs whose text can be typed (checkbox and radio keep `checked` instead; others are not carried). */
const TEXT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'password']);

const isCheckable = (el: FormField): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/**
 * A field's identity in both renders: its name with its place among fields of that name, else its id.
 * Names first: ids from useId differ between the server's render and the client's own.
 */
function keysOf(root: HTMLElement): Map<string, FormField> {
  const keys = new Map<string, FormField>();
  const seen = new Map<string, number>();
  for (const el of root.querySelectorAll<FormField>(FIELDS)) {
    if (el.name) {
      const base = `${el.tagName}[${el.name}]${isCheckable(el) ? `=${el.value}` : ''}`;
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      keys.set(`${base}@${n}`, el);
    } else if (el.id) {
      keys.set(`#${el.id}`, el);
    }
  }
  return keys;
}

function isChanged(el: FormField): boolean {
  if (isCheckable(el)) return el.checked !== el.defaultChecked;
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  if (el instanceof HTMLInputElement && !TEXT_TYPES.has(el.type)) return false;
  return el.value !== el.defaultValue;
}

/** Reads the changed fields and the focused one of the server-rendered page in `root`. */
export function readServerFields(root: HTMLElement): ServerFields {
  const changed: ChangedField[] = [];
  let focus: ServerFields['focus'] = null;
  for (const [key, el] of keysOf(root)) {
    if (isChanged(el)) changed.push({ key, value: el.value, checked: isCheckable(el) && el.checked });
    if (el === document.activeElement) {
      const text = el instanceof HTMLSelectElement || isCheckable(el) ? null : el;
      focus = { key, start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
    }
  }
  return { changed, focus };
}

/** Sets a value the way typing does, so React's change handlers (and the page's state) see it. */
function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Gives the client's render of `root` the values and focus read by readServerFields. */
export function restoreServerFields(root: HTMLElement, fields: ServerFields): void {
  if (!fields.changed.length && !fields.focus) return;
  const keys = keysOf(root);
  for (const { key, value, checked } of fields.changed) {
    const el = keys.get(key);
    if (!el) continue;
    if (isCheckable(el)) {
      if (el.checked !== checked) el.click();
    } else if (el.value !== value) {
      setValue(el, value);
    }
  }
  const focus = fields.focus && keys.get(fields.focus.key);
  if (!focus || !fields.focus) return;
  focus.focus();
  const { start, end } = fields.focus;
  if (start !== null && !(focus instanceof HTMLSelectElement) && !isCheckable(focus)) {
    // Number inputs have no selection to set.
    try {
      focus.setSelectionRange(start, end ?? start);
    } catch {}
  }
}
