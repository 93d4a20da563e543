import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationErrorBody } from './error-handler.js';

/** The whitespace a text may hold besides spaces: tab and line breaks, for texts of several lines. */
const TAB_AND_LINE_BREAKS = new Set(['\t', '\n', '\r']);

/**
 * The two invisible format characters that writing needs: the zero-width non-joiner and joiner shape
 * letters (Persian, the Indic scripts) and join emoji into one (👨‍👩‍👧).
 */
const JOINERS = new Set(['\u200C', '\u200D']);

/**
 * Controls (C0, DEL, C1 with U+0085 NEL), every invisible format character (the bidi marks U+061C, U+200E,
 * U+200F, embeddings, overrides and isolates; zero-width space, word joiner, U+FEFF, soft hyphen, tag
 * characters…), the line and paragraph separators, and the Hangul fillers, letters that show as nothing.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u;

/**
 * Whether a text holds a character no one types on purpose: it makes a name or a message read otherwise
 * on screen, in a mail or a PDF than as stored ("Trojan Source", CVE-2021-42574), hides text in text, or
 * cannot be stored at all (PostgreSQL refuses U+0000).
 */
function hasInvisibleCharacter(text: string): boolean {
  for (const character of text) {
    if (TAB_AND_LINE_BREAKS.has(character) || JOINERS.has(character)) continue;
    if (INVISIBLE.test(character)) return true;
  }
  return false;
}
export const INVISIBLE_CHARACTER_MESSAGE =
  'Texten innehåller ett osynligt styrtecken som inte kan sparas. Ta bort det och försök igen.';

/** Paths (`rows.0.text`) of every string under `value` that holds an invisible character. */
export function pathsWithControlCharacters(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasInvisibleCharacter(value) ? [path.join('.')] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => pathsWithControlCharacters(child, [...path, key]));
}

/**
 * Refuses, on every route, text that holds an invisible character, wherever it is: in the path, the query
 * or the body, before the schema reads it, so a field that trims its text or one the schema refuses for
 * something else is named too. After the access guard (an earlier hook), so an anonymous caller learns
 * nothing about a route's input. The field gets a Swedish message.
 */
export const controlCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, reply, done) => {
      const fields = [
        ...pathsWithControlCharacters(request.params),
        ...pathsWithControlCharacters(request.query),
        ...pathsWithControlCharacters(request.body),
      ];
      if (fields.length === 0) {
        done();
        return;
      }
      const fieldErrors = Object.fromEntries(
        fields.map((field) => [field || 'body', [INVISIBLE_CHARACTER_MESSAGE]]),
      );
      reply.code(400).send(validationErrorBody(fieldErrors));
    });
  },
  { name: 'control-characters', fastify: '5.x' },
);
