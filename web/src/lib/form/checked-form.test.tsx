// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { resolverOf } from '../form-check';
import { useCheckedForm } from './checked-form';

interface Values {
  readonly street: string;
  readonly city: string;
}

/** A form of two fields whose sending the test decides: `send` throws the server's refusal, or not. */
function Form({ send }: { send: (values: Values) => void }) {
  const form = useCheckedForm({
    resolver: resolverOf<Values>(({ street, city }) => ({
      street: street === '' ? 'Fyll i din gatuadress.' : undefined,
      city: city === '' ? 'Fyll i din ort.' : undefined,
    })),
    defaultValues: { street: '', city: '' },
    fields: ['street', 'city'],
    idOf: (field) => `address-${field}`,
    heading: 'Du behöver rätta följande:',
  });
  const { errors } = form.formState;
  const sent = (values: Values): void => {
    form.passed();
    try {
      send(values);
    } catch (error) {
      form.refused(error);
    }
  };
  return (
    <form noValidate onSubmit={(event) => form.submit(event, sent)}>
      {form.summary}
      <input id="address-street" aria-label="Gatuadress" {...form.register('street')} />
      <p>{errors.street?.message}</p>
      <input id="address-city" aria-label="Ort" {...form.register('city')} />
      <p>{errors.city?.message}</p>
      <button type="submit">Spara</button>
    </form>
  );
}

const links = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('the one form set-up', () => {
  afterEach(cleanup);

  it('checks when sent, lists the fields in order in a focused summary, and never checks on blur', async () => {
    render(<Form send={() => undefined} />);
    fireEvent.blur(screen.getByLabelText('Gatuadress'));
    expect(screen.queryByText('Fyll i din gatuadress.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
    expect(links()).toEqual(['#address-street', '#address-city']);
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Umeå' } });
    await waitFor(() => expect(screen.getAllByText('Fyll i din ort.')).toHaveLength(1));
  });

  it('puts the server’s field errors on the fields and into the summary', async () => {
    render(
      <Form
        send={() => {
          throw new ApiError(400, 'VALIDATION_ERROR', 'Några uppgifter är inte giltiga.', {
            city: ['Orten finns inte.'],
          });
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Gatuadress'), { target: { value: 'Storgatan 1' } });
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'Ingenstans' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.getAllByText('Orten finns inte.')).toHaveLength(2));
    expect(links()).toEqual(['#address-city']);
  });
});
