// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchFormInput } from './unsaved-forms';
import { UpdateBanner } from './update-banner';

function FormOnPage() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>
        Meddelande
        <input name="message" />
      </label>
      <button type="submit">Skicka</button>
    </form>
  );
}

describe('UpdateBanner', () => {
  let stopWatching: () => void = () => undefined;
  afterEach(() => {
    stopWatching();
    cleanup();
  });

  const setUp = () => {
    stopWatching = watchFormInput();
    const onReload = vi.fn();
    render(
      <>
        <FormOnPage />
        <UpdateBanner onReload={onReload} />
      </>,
    );
    return onReload;
  };

  it('reloads at once when no form holds what the member typed', () => {
    const onReload = setUp();
    expect(screen.getByRole('status').textContent).toContain('En ny version finns.');
    fireEvent.click(screen.getByRole('button', { name: 'Ladda om' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('asks first when a form holds unsent input, and waits when the member says so', () => {
    const onReload = setUp();
    act(() => {
      fireEvent.input(screen.getByRole('textbox', { name: 'Meddelande' }), { target: { value: 'Granen' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ladda om' }));
    expect(onReload).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toMatch(/försvinner om du laddar om nu/);
    fireEvent.click(screen.getByRole('button', { name: 'Vänta' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Meddelande' }).value).toBe('Granen');
    fireEvent.click(screen.getByRole('button', { name: 'Ladda om' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ladda om ändå' }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('reloads at once once the form has been sent', () => {
    const onReload = setUp();
    fireEvent.input(screen.getByRole('textbox', { name: 'Meddelande' }), { target: { value: 'Granen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ladda om' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
