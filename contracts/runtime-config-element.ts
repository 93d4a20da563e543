/** The id of the JSON script element in index.html that carries the runtime configuration. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
