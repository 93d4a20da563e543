import { createContext, useContext, type ReactNode } from 'react';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '#contracts/runtime-config';

/** Reads the configuration the server put into index.html (one build for every environment). */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (element === null || element.textContent === '')
    throw new Error('Runtime configuration missing from index.html');
  return RuntimeConfigSchema.parse(JSON.parse(element.textContent));
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
