// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeConfigProvider } from '../../lib/runtime-config';
import { testRuntimeConfig } from '../../lib/test-runtime-config';
import { AssistantScript } from './third-party-scripts';

const ASSISTANT = 'https://assistent.example/loader.js';
const assistantScript = () => document.getElementById('assistant-script');

function renderAssistant(signedIn: boolean, assistantVisible: boolean): void {
  render(
    <RuntimeConfigProvider
      config={testRuntimeConfig({ assistantScriptUrl: ASSISTANT }, { assistantVisible })}
    >
      <AssistantScript signedIn={signedIn} />
    </RuntimeConfigProvider>,
  );
}

describe('the embedded assistant', () => {
  afterEach(() => {
    cleanup();
    assistantScript()?.remove();
  });

  it('loads for a signed-in user while its flag is on', () => {
    renderAssistant(true, true);
    expect(assistantScript()?.getAttribute('src')).toBe(ASSISTANT);
  });

  it('does not load while its flag is off', () => {
    renderAssistant(true, false);
    expect(assistantScript()).toBeNull();
  });

  it('does not load for someone not signed in', () => {
    renderAssistant(false, true);
    expect(assistantScript()).toBeNull();
  });
});
