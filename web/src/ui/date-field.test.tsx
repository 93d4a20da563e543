// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField, normaliseDay } from './date-field';
import { uiTexts } from './ui.texts';

describe('the date field', () => {
  afterEach(cleanup);

  it('is a text input for the number pad, named by its label, with the format in words', () => {
    render(<DateField label="Utbetalningsdag" hint="En bankdag." defaultValue="2026-12-01" />);
    const input = screen.getByRole('textbox', { name: 'Utbetalningsdag' });
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('maxlength')).toBe('10');
    expect(new RegExp(`^(?:${input.getAttribute('pattern') ?? ''})$`).test('20261201')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(`En bankdag. ${uiTexts.dateFormat}`);
  });

  it('tells the format even when the form has nothing to add', () => {
    render(<DateField label="Från och med" />);
    const input = screen.getByRole('textbox', { name: 'Från och med' });
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      uiTexts.dateFormat,
    );
  });

  it('is invalid with its error read after the hint', () => {
    render(<DateField id="pay-on" label="Utbetalningsdag" error="Ange ett datum som finns." />);
    const input = screen.getByRole('textbox', { name: 'Utbetalningsdag' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('pay-on-hint pay-on-error');
    expect(document.getElementById('pay-on-error')?.textContent).toBe('Ange ett datum som finns.');
  });
});

describe('a day as people type it', () => {
  it.each([
    ['20261201', '2026-12-01'],
    ['2026-12-01', '2026-12-01'],
    [' 2026-12-1 ', '2026-12-01'],
    ['2026/3/5', '2026-03-05'],
    ['2026.12.01', '2026-12-01'],
    ['2026 12 01', '2026-12-01'],
  ])('reads %j as %s', (typed, day) => {
    expect(normaliseDay(typed)).toBe(day);
  });

  it.each(['', '1/12/2026', '2026121', '12 december', '2026-12-01x'])(
    'leaves %j for the form to refuse',
    (typed) => {
      expect(normaliseDay(typed)).toBe(typed.trim());
    },
  );

  it('does not decide whether the day exists: the form does', () => {
    expect(normaliseDay('20260230')).toBe('2026-02-30');
  });
});

describe('dates in the portal', () => {
  const root = join(import.meta.dirname, '..');
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.tsx') ? [path] : [];
    });

  it('are asked for by the date field only, never by the browser’s own date input', () => {
    const nativeDate = /type\s*=\s*\{?\s*["'`]date["'`]/;
    const offenders = sources(root)
      .map((path) => relative(root, path))
      .filter((path) => path !== join('ui', 'date-field.tsx'))
      .filter((path) => nativeDate.test(readFileSync(join(root, path), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
