import type { FastifyRequest } from 'fastify';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from '@store/shared/rules/image-type';
import { NUL } from '@store/shared/rules/nul-character';
import {
  IDENTITY_LIMITS,
  type IdentityDocumentKind,
  type IdentityPhotoType,
} from '@store/shared/schemas/identity';
import { fail, ok, type Result } from '../../lib/result';
import type { IdentityFailure } from './identity.errors';

/** One photo as uploaded, of the type its bytes show. */
export type Photo = { bytes: Buffer; contentType: IdentityPhotoType };

/** What the sandbox's page sends: its session's secret, the name read off the document, two photos. */
export type SandboxUpload = {
  clientSecret: string;
  name: string;
  photos: Record<IdentityDocumentKind, Photo>;
};

/** The form's parts: two text fields and two files, nothing more. */
const LIMITS = {
  fileSize: IDENTITY_LIMITS.photoMaxBytes,
  files: 2,
  fields: 2,
  fieldSize: 1024,
  parts: 4,
};

/** The multipart limits' own errors: the form holds more than the sandbox takes. */
const FORM_LIMIT_CODES = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_PROTO_VIOLATION',
]);

const isPhotoKind = (name: string): name is IdentityDocumentKind =>
  name === 'document' || name === 'selfie';

/**
 * Reads the sandbox's multipart upload: `clientSecret`, `name`, and the files `document` and
 * `selfie`, each at most 10 MB and a JPEG, PNG or WebP by its bytes (a file's name and
 * declared type are not believed). Every part is read, each within its limit, before the
 * first problem is answered.
 */
export async function readSandboxUpload(
  request: FastifyRequest,
): Promise<Result<SandboxUpload, IdentityFailure>> {
  if (!request.isMultipart()) return fail('multipart-required');
  const fields = new Map<string, string>();
  const photos = new Map<IdentityDocumentKind, Photo>();
  let problem: IdentityFailure | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (!isPhotoKind(part.fieldname) || photos.has(part.fieldname)) {
        problem ??= { reason: 'invalid-form' };
        continue;
      }
      const contentType = imageTypeOf(bytes.subarray(0, IMAGE_SIGNATURE_BYTES));
      if (!contentType) problem ??= { reason: 'photo-not-image' };
      else photos.set(part.fieldname, { bytes, contentType });
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return fail('photo-too-large');
    if (typeof code === 'string' && FORM_LIMIT_CODES.has(code)) return fail('invalid-form');
    throw error;
  }
  if (problem) return fail(problem);
  const document = photos.get('document');
  const selfie = photos.get('selfie');
  if (!document || !selfie) return fail('photos-required');
  const name = fields.get('name')?.trim() ?? '';
  if (!name || name.length > IDENTITY_LIMITS.documentNameMaxLength || name.includes(NUL)) {
    return fail('name-required');
  }
  const clientSecret = fields.get('clientSecret') ?? '';
  if (!clientSecret) return fail('invalid-secret');
  return ok({ clientSecret, name, photos: { document, selfie } });
}
