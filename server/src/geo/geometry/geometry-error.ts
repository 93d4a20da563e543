import type { ApiErrorBody } from '#contracts/api-error';
import { validationErrorBody } from '../../plugins/error-handler.js';

/**
 * The 400 answer for geometry the server will not store: the API's usual validation error, with the
 * message under the field that carried the geometry (`fieldErrors.geometry` unless told otherwise).
 */
export const geometryErrorBody = (message: string, field = 'geometry'): ApiErrorBody =>
  validationErrorBody({ [field]: [message] });
