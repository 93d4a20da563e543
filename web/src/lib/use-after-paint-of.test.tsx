// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaintOf } from './use-after-paint-of';

/** The browser's side of Element Timing: the test says which elements have been shown. */
class ElementTimingBrowser {
  static supportedEntryTypes: readonly string[] = [];
  static observers: ElementTimingBrowser[] = [];
  static show(identifier: string): void {
    for (const observer of ElementTimingBrowser.observers)
      observer.callback({ getEntries: () => [{ entryType: 'element', identifier }] });
  }
  constructor(readonly callback: (list: { getEntries(): object[] }) => void) {}
  observe(): void {
    ElementTimingBrowser.observers.push(this);
  }
  disconnect(): void {
    ElementTimingBrowser.observers = ElementTimingBrowser.observers.filter((observer) => observer !== this);
  }
}

function Page() {
  const painted = useAfterPaintOf('map-heading');
  return <p>{painted ? 'kartan laddas' : 'väntar'}</p>;
}

describe('useAfterPaintOf', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ElementTimingBrowser.supportedEntryTypes = ['element', 'largest-contentful-paint'];
    vi.stubGlobal('PerformanceObserver', ElementTimingBrowser);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    ElementTimingBrowser.observers = [];
  });

  it('waits for the named element, not for any other', () => {
    render(<Page />);
    act(() => ElementTimingBrowser.show('site-header'));
    expect(screen.getByText('väntar')).toBeTruthy();
    act(() => ElementTimingBrowser.show('map-heading'));
    expect(screen.getByText('kartan laddas')).toBeTruthy();
    expect(ElementTimingBrowser.observers).toHaveLength(1);
  });

  it('goes on after a second when the element never shows', () => {
    render(<Page />);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.getByText('väntar')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('kartan laddas')).toBeTruthy();
  });

  it('without Element Timing, goes on after the next frame', () => {
    ElementTimingBrowser.supportedEntryTypes = ['largest-contentful-paint'];
    render(<Page />);
    expect(screen.getByText('väntar')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(screen.getByText('kartan laddas')).toBeTruthy();
    expect(ElementTimingBrowser.observers).toHaveLength(0);
  });

  it('stops listening when the page goes away', () => {
    render(<Page />);
    expect(ElementTimingBrowser.observers).toHaveLength(1);
    cleanup();
    expect(ElementTimingBrowser.observers).toHaveLength(0);
  });
});
