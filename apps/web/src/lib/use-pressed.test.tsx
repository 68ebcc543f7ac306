import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePressed } from './use-pressed';

function Probe({ onClick }: { onClick?: () => void }) {
  const { pressed, onPointerDown } = usePressed();
  return (
    <button type="button" onPointerDown={onPointerDown} onClick={onClick}>
      {pressed ? 'held' : 'free'}
    </button>
  );
}

describe('usePressed', () => {
  afterEach(() => vi.useRealTimers());

  it('holds from pointerdown until a task after pointerup, so the click lands first', () => {
    vi.useFakeTimers();
    const order: string[] = [];
    render(<Probe onClick={() => order.push(screen.getByRole('button').textContent ?? '')} />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button);
    expect(button).toHaveTextContent('held');
    // Released anywhere on the page (the pointer may have left the button).
    fireEvent.pointerUp(document.body);
    fireEvent.click(button);
    expect(order).toEqual(['held']);
    act(() => vi.runAllTimers());
    expect(button).toHaveTextContent('free');
  });

  it('ends on pointercancel too, and a new press holds again', () => {
    vi.useFakeTimers();
    render(<Probe />);
    const button = screen.getByRole('button');
    fireEvent.pointerDown(button);
    fireEvent.pointerCancel(window);
    act(() => vi.runAllTimers());
    expect(button).toHaveTextContent('free');
    fireEvent.pointerDown(button);
    expect(button).toHaveTextContent('held');
  });
});
