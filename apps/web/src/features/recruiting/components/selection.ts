import { useCallback, useMemo, useState } from 'react';

/**
 * Candidates ticked in a result list or a folder, kept across pages until cleared. Bulk actions
 * (add to a folder; e-mail, issue 13) take `ids`.
 */
export type CandidateSelection = {
  ids: number[];
  has: (id: number) => boolean;
  toggle: (id: number, on: boolean) => void;
  /** Ticks or unticks every id of the page shown. */
  setMany: (ids: number[], on: boolean) => void;
  clear: () => void;
};

export function useCandidateSelection(): CandidateSelection {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const setMany = useCallback((ids: number[], on: boolean) => {
    setChosen((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  return useMemo(
    () => ({
      ids: [...chosen],
      has: (id: number) => chosen.has(id),
      toggle: (id: number, on: boolean) => setMany([id], on),
      setMany,
      clear: () => setChosen(new Set()),
    }),
    [chosen, setMany],
  );
}
