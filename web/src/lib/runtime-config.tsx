import { createContext, useContext, type ReactNode } from 'react';
import { RUNTIME_CONFIG_ELEMENT_ID } from '#contracts/runtime-config-element';
import type { RuntimeConfig } from '#contracts/runtime-config';

/**
 * Reads the configuration the server put into index.html (one build for every environment). The server
 * writes it from its validated configuration and its tests parse it with `RuntimeConfigSchema`, so the
 * browser does not load the schema library for it before the first render.
 */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (element === null || element.textContent === '')
    throw new Error('Runtime configuration missing from index.html');
  return JSON.parse(element.textContent) as RuntimeConfig;
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (config === null) throw new Error('useRuntimeConfig outside RuntimeConfigProvider');
  return config;
}
