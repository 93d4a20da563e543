import * as z from 'zod/mini';
import { PointSchema } from './geometry.js';

/**
 * Observations from the forest: an own point (category `observation`) with a kind, a note, up to five photos
 * and whether the member wants the advisor's help. Sent as one multipart request with an Idempotency-Key
 * (`POST /api/observations`), so a retried send makes one observation, never two (docs/observations.md).
 */
export const OBSERVATION_KINDS = [
  'granbarkborre',
  'stormfallda-trad',
  'viltskada',
  'brand',
  'gransmarke',
  'annat',
] as const;
export type ObservationKind = (typeof OBSERVATION_KINDS)[number];

export const OBSERVATION_KIND_LABELS: Readonly<Record<ObservationKind, string>> = {
  granbarkborre: 'Granbarkborre / insektsangrepp',
  'stormfallda-trad': 'Stormfällda träd',
  viltskada: 'Viltskada',
  brand: 'Brand',
  gransmarke: 'Gränsmärke',
  annat: 'Annat',
};

/** How the advisor names a confirmed kind: "Bekräfta granbarkborre". */
export const OBSERVATION_KIND_SHORT: Readonly<Record<ObservationKind, string>> = {
  granbarkborre: 'granbarkborre',
  'stormfallda-trad': 'stormfällda träd',
  viltskada: 'viltskada',
  brand: 'brand',
  gransmarke: 'gränsmärke',
  annat: 'annat',
};

export const MAX_OBSERVATION_PHOTOS = 5;
export const OBSERVATION_NOTE_MAX = 2_000;
export const OBSERVATION_ANSWER_MAX = 4_000;

export const isObservationKind = (value: unknown): value is ObservationKind =>
  typeof value === 'string' && (OBSERVATION_KINDS as readonly string[]).includes(value);

/** What the multipart request's text fields say, once read (photos are the `photo` file fields). */
export const ObservationInputSchema = z.object({
  kind: z.enum(OBSERVATION_KINDS, 'Välj vad du har sett.'),
  note: z
    .string()
    .check(
      z.trim(),
      z.maxLength(
        OBSERVATION_NOTE_MAX,
        `Anteckningen kan vara högst ${String(OBSERVATION_NOTE_MAX)} tecken.`,
      ),
    ),
  helpWanted: z.boolean(),
  /** SWEREF 99 TM: where the member stood, or tapped the map. */
  geometry: PointSchema,
});
export type ObservationInput = z.infer<typeof ObservationInputSchema>;

export const ObservationPhotoSchema = z.object({
  id: z.string(),
  /** Served only to those who may see the point. */
  url: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
});
export type ObservationPhoto = z.infer<typeof ObservationPhotoSchema>;

export const ObservationAnswerSchema = z.object({
  body: z.string(),
  /** ISO 8601. */
  at: z.string(),
  byName: z.string(),
});
export type ObservationAnswer = z.infer<typeof ObservationAnswerSchema>;

export const ObservationConfirmationSchema = z.object({
  kind: z.enum(OBSERVATION_KINDS),
  at: z.string(),
  byName: z.string(),
});

/** An own point's observation details, as the member and staff read them. */
export const ObservationDetailsSchema = z.object({
  kind: z.enum(OBSERVATION_KINDS),
  helpWanted: z.boolean(),
  photos: z.array(ObservationPhotoSchema),
  /** The advisor's answers, oldest first. */
  answers: z.array(ObservationAnswerSchema),
  confirmed: z.nullable(ObservationConfirmationSchema),
});
export type ObservationDetails = z.infer<typeof ObservationDetailsSchema>;

export const photoUrl = (pointId: string, photoId: string): string =>
  `/api/custom-points/${pointId}/photos/${photoId}`;
