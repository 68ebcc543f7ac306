import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

describe('useDraft', () => {
  it('keeps what was typed while the value stays, and follows a new value', () => {
    const { result, rerender } = renderHook(({ value }) => useDraft(value), {
      initialProps: { value: 'crane' },
    });
    act(() => result.current[1]('forklift'));
    rerender({ value: 'crane' });
    expect(result.current[0]).toBe('forklift');
    rerender({ value: 'reach truck' });
    expect(result.current[0]).toBe('reach truck');
  });

  it('treats an object rebuilt with the same values as the same value', () => {
    const ranges = (min: string) => ({ experience: '', salary_min: min, salary_max: '' });
    const { result, rerender } = renderHook(({ value }) => useDraft(value), {
      initialProps: { value: ranges('') },
    });
    act(() => result.current[1]((d) => ({ ...d, experience: '5' })));
    rerender({ value: ranges('') });
    expect(result.current[0].experience).toBe('5');
    rerender({ value: ranges('8000') });
    expect(result.current[0]).toEqual(ranges('8000'));
  });
});
