import { act, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerFields, restoreServerFields } from './server-fields';

/** The client's own render of the search form: controlled fields, and what its state holds. */
function ClientForm({ initial = '' }: { initial?: string }) {
  const [keyword, setKeyword] = useState(initial);
  const [remote, setRemote] = useState(false);
  const [sort, setSort] = useState('relevance');
  return (
    <form>
      <input id="client-id" name="keyword" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <input
        type="checkbox"
        name="remote"
        value="1"
        checked={remote}
        onChange={(e) => setRemote(e.target.checked)}
      />
      <select name="sort" value={sort} onChange={(e) => setSort(e.target.value)}>
        <option value="relevance">Relevance</option>
        <option value="date">Date</option>
      </select>
      <output>{`${keyword}|${remote}|${sort}`}</output>
    </form>
  );
}

const SERVER_FORM =
  '<form><input id="_R_1_" name="keyword" value="crane"><input type="checkbox" name="remote" value="1">' +
  '<select name="sort"><option value="relevance" selected>Relevance</option><option value="date">Date</option></select></form>';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** The server's page in a container, as the visitor left it before the client's render. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = SERVER_FORM;
  document.body.append(container);
  return container;
}

function takeOver(container: HTMLElement, initial?: string) {
  const fields = readServerFields(container);
  root = createRoot(container);
  flushSync(() => root?.render(<ClientForm initial={initial} />));
  act(() => restoreServerFields(container, fields));
}

describe('server fields', () => {
  it('gives the client what was typed, ticked and chosen in the server page, and the caret', () => {
    const container = serverPage();
    const keyword = container.querySelector('input') as HTMLInputElement;
    keyword.value = 'warehouse';
    keyword.focus();
    keyword.setSelectionRange(4, 4);
    (container.querySelector('[type=checkbox]') as HTMLInputElement).checked = true;
    (container.querySelector('select') as HTMLSelectElement).value = 'date';

    takeOver(container, 'crane');

    expect(container.querySelector('output')?.textContent).toBe('warehouse|true|date');
    const now = container.querySelector('input') as HTMLInputElement;
    expect(now).not.toBe(keyword);
    expect(document.activeElement).toBe(now);
    expect(now.selectionStart).toBe(4);
  });

  it('leaves the client’s own values where the visitor changed nothing', () => {
    const container = serverPage();
    takeOver(container, 'crane');
    expect(container.querySelector('output')?.textContent).toBe('crane|false|relevance');
    expect(document.activeElement).toBe(document.body);
  });
});
