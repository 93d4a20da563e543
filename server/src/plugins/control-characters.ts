import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationErrorBody } from './error-handler.js';

const TAB_AND_LINE_BREAKS = new Set(['\t', '\n', '\r']);

/** The bidirectional embeddings, overrides and isolates: they turn text around where it is shown. */
const isBidiControl = (code: number): boolean =>
  (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);

/**
 * C0 controls and DEL, except tab and line breaks (PostgreSQL cannot store U+0000 at all), and bidi
 * controls, which make a name or a message read otherwise on screen, in a mail or a PDF than as stored
 * ("Trojan Source", CVE-2021-42574).
 */
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if ((code < 0x20 || code === 0x7f) && !TAB_AND_LINE_BREAKS.has(character)) return true;
    if (isBidiControl(code)) return true;
  }
  return false;
}
const MESSAGE = 'Texten innehåller ett osynligt styrtecken som inte kan sparas. Ta bort det och försök igen.';

/** Paths (`rows.0.text`) of every string under `value` that holds a control character. */
export function pathsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasControlCharacter(value) ? [path.join('.')] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => pathsWithControlCharacters(child, [...path, key]));
}

/**
 * Refuses, on every route and after schema validation, text that holds a control character: it is never
 * typed by a person, and PostgreSQL would fail on U+0000 with a 500. The field gets a Swedish message.
 */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, reply, done) => {
    const fields = [
      ...pathsWithControlCharacters(request.params),
      ...pathsWithControlCharacters(request.query),
      ...pathsWithControlCharacters(request.body),
    ];
    if (fields.length === 0) {
      done();
      return;
    }
    const fieldErrors = Object.fromEntries(fields.map((field) => [field || 'body', [MESSAGE]]));
    reply.code(400).send(validationErrorBody(fieldErrors));
  });
});
