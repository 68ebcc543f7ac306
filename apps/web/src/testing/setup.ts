import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadEveryArabic } from '@/lib/intl/catalog';
import { loadAllLazyModules } from '@/lib/lazy-module';
import { useAppStore } from '@/lib/store';

// Route tests load lazy chunks (the rich-text editor is a large one); on a busy 2-core machine the
// default 1 s, and even 4 s, is too tight for the first render of a page.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout or scrolling; the app scrolls to the top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// The rich-text editor (ProseMirror) measures the cursor to scroll it into view; jsdom has no
// layout, so every box is empty.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as Element[]) {
  proto.getClientRects ??= noRects;
  proto.getBoundingClientRect ??= emptyRect;
}
document.elementFromPoint ??= () => null;

// Menus, dialogs and the footer form load their code on first use in the browser (lib/lazy-module.tsx);
// here each test renders with that code already there, as a visitor does from the second use on.
// Arabic likewise: a test that renders in Arabic has the words of every catalogue its page reads,
// however the files of the worker ran before it (they share their modules).
beforeEach(async () => {
  await loadAllLazyModules();
  await loadEveryArabic();
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  // What a page keeps for the tab (the apply source of a job, issue 30) must not reach the next test.
  sessionStorage.clear();
  // The files of a worker share their modules (vitest.config.ts): the next one starts signed out.
  useAppStore.setState(useAppStore.getInitialState(), true);
  vi.useRealTimers();
});
