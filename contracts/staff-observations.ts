import * as z from 'zod/mini';
import { AreaGeometrySchema, PointSchema } from './geometry.js';
import {
  OBSERVATION_ANSWER_MAX,
  OBSERVATION_KINDS,
  ObservationAnswerSchema,
  ObservationConfirmationSchema,
} from './observations.js';

/**
 * An observation from the forest for which the member wants help, as an errand in the staff workspace: the
 * kind, the note, the photos and the point on the estate. The advisor (Editor) answers in the portal, which
 * notifies the member, and can confirm the kind ("Bekräfta granbarkborre").
 */
export const StaffObservationSchema = z.object({
  id: z.string(),
  kind: z.enum(OBSERVATION_KINDS),
  note: z.string(),
  /** ISO 8601: when the member made it. */
  createdAt: z.string(),
  member: z.object({ id: z.string(), name: z.string() }),
  advisorName: z.nullable(z.string()),
  /** SWEREF 99 TM. */
  point: PointSchema,
  /** The member's estate the point lies on (by its bounding box), for the small map; null when none. */
  estate: z.nullable(z.object({ designation: z.string(), boundary: AreaGeometrySchema })),
  /** Photos as staff open them: `/api/staff/observations/{id}/photos/{photoId}`. */
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
  answers: z.array(ObservationAnswerSchema),
  confirmed: z.nullable(ObservationConfirmationSchema),
});
export type StaffObservation = z.infer<typeof StaffObservationSchema>;

export const ObservationAnswerRequestSchema = z.object({
  body: z
    .string('Skriv ett svar.')
    .check(
      z.trim(),
      z.minLength(1, 'Skriv ett svar.'),
      z.maxLength(OBSERVATION_ANSWER_MAX, `Svaret kan vara högst ${String(OBSERVATION_ANSWER_MAX)} tecken.`),
    ),
});
export type ObservationAnswerRequest = z.infer<typeof ObservationAnswerRequestSchema>;

/** `POST /api/staff/observations/{id}/confirmation`: the kind the advisor confirms. */
export const ObservationConfirmRequestSchema = z.object({
  kind: z.enum(OBSERVATION_KINDS, 'Välj vad du bekräftar.'),
});

export const staffObservationPhotoUrl = (pointId: string, photoId: string): string =>
  `/api/staff/observations/${pointId}/photos/${photoId}`;

export const STAFF_OBSERVATION_ERRORS = {
  notFound: 'Observationen finns inte.',
  alreadyConfirmed: 'Observationen är redan bekräftad.',
  photoNotFound: 'Fotot finns inte.',
} as const;
