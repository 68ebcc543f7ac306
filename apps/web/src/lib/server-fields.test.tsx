import { act, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { watchServerFields } from './server-fields';

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

/** The server's render of the client's own form, as the server sends the landing and search pages. */
function serverRender(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ClientForm initial="crane" />);
  document.body.append(container);
  return container;
}

/** As main.tsx's AfterFirstCommit. */
function AfterCommit({ then }: { then: () => void }) {
  useLayoutEffect(() => queueMicrotask(then), [then]);
  return null;
}

/**
 * As main.tsx: the client's render as a transition, the fields carried after its commit. `meanwhile`
 * is what the visitor does after the client started and before its render is in.
 */
async function takeOver(container: HTMLElement, initial?: string, meanwhile = () => {}) {
  const carry = watchServerFields(container);
  root = createRoot(container);
  const client = root;
  await act(async () => {
    startTransition(() =>
      client.render(
        <>
          <ClientForm initial={initial} />
          <AfterCommit then={carry} />
        </>,
      ),
    );
    meanwhile();
  });
}

/** As main.tsx for a visitor who is not signed in: the server's page hydrated, the fields replayed after. */
async function hydrate(container: HTMLElement) {
  const carry = watchServerFields(container);
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <>
          <ClientForm initial="crane" />
          <AfterCommit then={carry} />
        </>,
      );
    });
  });
}

describe('server fields', () => {
  it('replays what was typed, ticked and chosen into the fields React hydrated, keeping the caret', async () => {
    const container = serverRender();
    const keyword = container.querySelector('input') as HTMLInputElement;
    keyword.focus();
    keyword.value = 'warehouse';
    keyword.setSelectionRange(4, 4);
    (container.querySelector('[type=checkbox]') as HTMLInputElement).checked = true;
    (container.querySelector('select') as HTMLSelectElement).value = 'date';
    await hydrate(container);

    expect(container.querySelector('output')?.textContent).toBe('warehouse|true|date');
    expect(container.querySelector('input')).toBe(keyword);
    expect(keyword.value).toBe('warehouse');
    expect(document.activeElement).toBe(keyword);
    expect(keyword.selectionStart).toBe(4);
  });

  it('leaves the hydrated fields alone where the visitor changed nothing', async () => {
    const container = serverRender();
    await hydrate(container);
    expect(container.querySelector('output')?.textContent).toBe('crane|false|relevance');
    expect(document.activeElement).toBe(document.body);
  });

  it('gives the client what was typed, ticked and chosen in the server page, and the caret', async () => {
    const container = serverPage();
    const keyword = container.querySelector('input') as HTMLInputElement;
    keyword.focus();
    keyword.value = 'ware';
    await takeOver(container, 'crane', () => {
      // Typing goes on while the client renders.
      keyword.value = 'warehouse';
      keyword.setSelectionRange(4, 4);
      (container.querySelector('[type=checkbox]') as HTMLInputElement).checked = true;
      (container.querySelector('select') as HTMLSelectElement).value = 'date';
    });

    expect(container.querySelector('output')?.textContent).toBe('warehouse|true|date');
    const now = container.querySelector('input') as HTMLInputElement;
    expect(now).not.toBe(keyword);
    expect(document.activeElement).toBe(now);
    expect(now.selectionStart).toBe(4);
  });

  it('leaves the client’s own values where the visitor changed nothing', async () => {
    const container = serverPage();
    await takeOver(container, 'crane');
    expect(container.querySelector('output')?.textContent).toBe('crane|false|relevance');
    expect(document.activeElement).toBe(document.body);
  });

  it('does not take the focus back for a field the visitor left before the client was in', async () => {
    const container = serverPage();
    const keyword = container.querySelector('input') as HTMLInputElement;
    keyword.focus();
    keyword.value = 'warehouse';
    keyword.blur();
    await takeOver(container);
    expect(container.querySelector('output')?.textContent).toBe('warehouse|false|relevance');
    expect(document.activeElement).toBe(document.body);
  });
});
