// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { useErrorSummary } from './plain-form';

type Field = 'street' | 'city';
let form: FormErrors;
const placed: Partial<Record<Field, string>> = {};

type FormErrors = ReturnType<typeof useErrorSummary<Field>>;

/** A form of two fields; `expose` hands the test the pattern's calls after each render. */
function Form({ expose }: { expose: (current: FormErrors) => void }) {
  const form = useErrorSummary<Field>({
    fields: ['street', 'city'],
    idOf: (field) => `address-${field}`,
    heading: 'Du behöver rätta följande:',
    notSentHeading: 'Adressen kunde inte sparas',
  });
  useEffect(() => {
    expose(form);
  });
  return (
    <form>
      {form.summary}
      <input id="address-street" aria-label="Gatuadress" />
      <input id="address-city" aria-label="Ort" />
    </form>
  );
}

const links = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.textContent]);

describe('the form pattern', () => {
  afterEach(cleanup);

  it('lists a failed attempt in the fields’ order, focuses the summary, and removes it on a good attempt', () => {
    render(<Form expose={(current) => (form = current)} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => form.failed({ city: 'Fyll i din ort.', street: 'Fyll i din gatuadress.' }));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(links()).toEqual([
      ['#address-street', 'Fyll i din gatuadress.'],
      ['#address-city', 'Fyll i din ort.'],
    ]);
    act(() => form.passed());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the server’s field errors on the fields, and says in words what has no field here', () => {
    render(<Form expose={(current) => (form = current)} />);
    const refusal = new ApiError(400, 'VALIDATION_ERROR', 'Några uppgifter är inte giltiga.', {
      city: ['Orten finns inte.'],
      geometry: ['Adressen ligger utanför Sverige.'],
    });
    act(() => form.refused(refusal, (field, message) => (placed[field] = message)));
    expect(placed).toEqual({ city: 'Orten finns inte.' });
    const summary = screen.getByRole('alert');
    expect(links()).toEqual([['#address-city', 'Orten finns inte.']]);
    expect(summary.textContent).toContain('Adressen ligger utanför Sverige.');
    expect(document.activeElement).toBe(summary);
  });

  it('gives the server’s message, under its own heading, when it names no field', () => {
    render(<Form expose={(current) => (form = current)} />);
    act(() =>
      form.refused(new ApiError(503, 'UNAVAILABLE', 'Tjänsten svarar inte just nu.'), () => undefined),
    );
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading').textContent).toBe('Adressen kunde inte sparas');
    expect(summary.textContent).toContain('Tjänsten svarar inte just nu.');
    act(() => form.refused(new Error('bug'), () => undefined));
    expect(screen.getByRole('alert').textContent).toContain('Något gick fel. Försök igen om en stund.');
  });
});
