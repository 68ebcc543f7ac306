/**
 * What a visitor did in the server-rendered page before the client took it over: the fields they changed
 * and the one they were in. When the client hydrates the page, React keeps the server's fields and
 * what they hold but its state never saw the change, so the change is sent again as input. When the
 * client's render replaces the server's DOM (a signed-in visitor, or hydration that found a
 * difference), the change and the focus and caret go to the client's own fields: without this a
 * keyword typed in that moment would vanish and the caret leave the box.
 */
type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

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

/** Sets a value the way typing does, so React's change handlers (and the page's state) see it. */
function setValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** What the visitor left in a field: its value, or whether it is ticked. */
type Left = { el: FormField; value: string; checked: boolean };

/**
 * A field React hydrated holds what the visitor typed or ticked, but React's state never saw it. Set
 * through React's value tracker to something else, then to the visitor's value as typing (or a click)
 * does, it is a change to React: its handlers run with the visitor's value, and the caret stays where
 * it was. All are read before any is sent: each change re-renders, and a re-render puts React's own
 * values back into the fields not sent yet.
 */
function replay({ el, value, checked }: Left) {
  if (isCheckable(el)) {
    el.checked = !checked;
    el.click();
    return;
  }
  if (el instanceof HTMLSelectElement) {
    setValue(el, value);
    return;
  }
  const { selectionStart, selectionEnd } = el;
  el.value = value === '' ? ' ' : '';
  setValue(el, value);
  if (document.activeElement !== el || selectionStart === null) return;
  try {
    el.setSelectionRange(selectionStart, selectionEnd);
  } catch {}
}

/**
 * Starts watching the server-rendered page in `root`; the function returned, called once the client's
 * first render is in (hydrated or replaced), gives the client's fields what the visitor changed and
 * the focus and caret they had. The server's fields are held on to: detached, they still hold their
 * value and selection.
 */
export function watchServerFields(root: HTMLElement): () => void {
  const server = keysOf(root);
  let focused: FormField | null = null;
  const take = (target: EventTarget | null) => {
    focused = target instanceof Element && target.matches(FIELDS) ? (target as FormField) : null;
  };
  const onFocusIn = (event: FocusEvent) => take(event.target);
  // Left by the visitor, the field is still in the page a moment later; taken out by the client's
  // render (Chromium sends focusout for that too), it is not, and the focus goes to its successor.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (left === focused && focused?.isConnected) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  if (root.contains(document.activeElement)) take(document.activeElement);

  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    if (!server.size) return;
    const client = keysOf(root);
    const hydrated: Left[] = [];
    for (const [key, was] of server)
      if (client.get(key) === was && isChanged(was))
        hydrated.push({ el: was, value: was.value, checked: isCheckable(was) && was.checked });
    for (const left of hydrated) replay(left);
    for (const [key, was] of server) {
      const el = client.get(key);
      if (!el || el === was || !isChanged(was)) continue;
      if (isCheckable(was)) {
        if (isCheckable(el) && el.checked !== was.checked) el.click();
      } else if (el.value !== was.value) {
        setValue(el, was.value);
      }
    }
    const key = focused && [...server].find(([, el]) => el === focused)?.[0];
    const target = key ? client.get(key) : undefined;
    if (!focused || !target || document.activeElement !== document.body) return;
    target.focus();
    const from = focused;
    if (
      !(from instanceof HTMLSelectElement || isCheckable(from)) &&
      !(target instanceof HTMLSelectElement || isCheckable(target))
    ) {
      // Number inputs have no selection to set.
      try {
        if (from.selectionStart !== null) target.setSelectionRange(from.selectionStart, from.selectionEnd);
      } catch {}
    }
  };
}
