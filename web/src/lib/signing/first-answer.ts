import * as z from 'zod/mini';
import { SignatureRequiredSchema, type SignatureRequired } from '#contracts/signing';
import type { SchemaSource } from '../api-client';

/**
 * A signed write's 202 answer, `{ signingId, text }` and nothing else: no write's own answer looks like it,
 * so the first answer is read as either (docs/signing.md), and the API client stays as it is for every page.
 */
const SigningAsked = z.strictObject(SignatureRequiredSchema.shape);

export async function ownAnswerOrSigning<T>(own: SchemaSource<T> | undefined) {
  const schema = typeof own === 'function' ? await own() : own;
  return schema === undefined ? SigningAsked : z.union([SigningAsked, schema]);
}

export const asksForSigning = (answer: unknown): answer is SignatureRequired =>
  SigningAsked.safeParse(answer).success;
