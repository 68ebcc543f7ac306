import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Route tests load lazy chunks; on a busy machine the default 1 s is too tight.
configure({ asyncUtilTimeout: 4000 });

// jsdom has no layout or scrolling; the app scrolls to the top on every route change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});
