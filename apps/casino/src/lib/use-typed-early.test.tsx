import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';
import { useTypedEarly } from './use-typed-early';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A form as the app's are: controlled fields, the button off until the app runs, and what it would send shown. */
function Form({ handOver = true }: { handOver?: boolean }) {
  const [fields, setFields] = useState({ email: '', password: '' });
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  useTypedEarly(formRef, (name, value) => {
    if (handOver) setFields((now) => ({ ...now, [name]: value }));
  });
  const field = (name: 'email' | 'password') => ({
    name,
    'aria-label': name,
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((now) => ({ ...now, [name]: event.target.value })),
  });
  return (
    <form ref={formRef}>
      <input type="email" {...field('email')} />
      <input type="password" {...field('password')} />
      <input type="checkbox" name="remember" aria-label="remember" />
      <button type="submit" disabled={!hydrated}>
        Send
      </button>
      <output>{JSON.stringify(fields)}</output>
    </form>
  );
}

/** The server's HTML, typed into as the browser would (the fields' values, not their attributes), then hydrated. */
async function typeThenHydrate(typed: { email?: string; password?: string }, form = <Form />) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const input = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  for (const [name, value] of Object.entries(typed)) input(name).value = value;
  await act(async () => {
    hydrateRoot(container, form);
  });
  // The render after hydration has run: the button is on.
  expect(container.querySelector('button')!.disabled).toBe(false);
  return { input, sent: () => JSON.parse(container.querySelector('output')!.textContent!) as object };
}

describe('useTypedEarly', () => {
  it('hands the form what was typed into the server HTML, so the render after hydration keeps it', async () => {
    const { input, sent } = await typeThenHydrate({ email: 'abc@exa', password: 'sec' });
    // Neither field was emptied by the render after hydration.
    expect(input('email').value).toBe('abc@exa');
    expect(input('password').value).toBe('sec');
    expect(sent()).toEqual({ email: 'abc@exa', password: 'sec' });
  });

  it('hands nothing over from fields nobody typed into', async () => {
    const { sent } = await typeThenHydrate({});
    expect(sent()).toEqual({ email: '', password: '' });
  });

  it('is what keeps the keys: a form that takes none of them loses them as it hydrates', async () => {
    const { input, sent } = await typeThenHydrate({ email: 'abc@exa' }, <Form handOver={false} />);
    expect(input('email').value).toBe('');
    expect(sent()).toEqual({ email: '', password: '' });
  });
});
