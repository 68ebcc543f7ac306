import type { CvSearchQuery } from '@portal/contract/cv-search';
import type { cvIndexStats } from './changes';
import type { MemoryAnswer } from './memory-search';

/** What the server's thread sends the CV search thread. */
export type ToThread =
  | { kind: 'search'; id: number; q: CvSearchQuery; clientId: number }
  | { kind: 'stats'; id: number }
  | { kind: 'stop' };

export type IndexStats = ReturnType<typeof cvIndexStats>;

/** What the CV search thread sends back. */
export type FromThread =
  | { kind: 'answer'; id: number; answer: MemoryAnswer | null; error?: string }
  | { kind: 'stats'; id: number; stats: IndexStats; cpuMs: number }
  | { kind: 'index'; event: 'building' | 'dropped' }
  | { kind: 'index'; event: 'built'; ms: number }
  | { kind: 'index'; event: 'failed'; error: string }
  | { kind: 'log'; obj: object; msg: string }
  | { kind: 'stopped' };
