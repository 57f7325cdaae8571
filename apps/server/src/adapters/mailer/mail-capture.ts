import PostalMime from 'postal-mime';
import { z } from 'zod';
import { CaptureId, openCapture, type Capture } from '../capture/capture-store';

/** The JSON index entry stored beside each captured .eml file. */
export const CapturedMailEntry = z.object({
  id: CaptureId,
  to: z.string(),
  subject: z.string(),
  category: z.string(),
  date: z.iso.datetime(),
});
export type CapturedMailEntry = z.infer<typeof CapturedMailEntry>;

/** A captured mail: its index entry, the exact bytes and the parsed body parts. */
export type CapturedMail = CapturedMailEntry & { raw: Buffer; text: string; html: string };

/**
 * Captured mail under `<dataDir>/outbox` (the name development tools and docs know): an .eml
 * file with the exact bytes SMTP would carry, and its JSON index entry.
 */
export function mailCapture(dataDir: string): Capture<CapturedMailEntry> {
  return openCapture(dataDir, 'outbox', CapturedMailEntry);
}

/** The folder captured mail is written to. */
export function mailCaptureDir(dataDir: string): string {
  return mailCapture(dataDir).dir;
}

/** The newest captured mails first; a capture folder that does not exist yet is empty. */
export function listCapturedMail(
  dataDir: string,
  options: { limit?: number } = {},
): Promise<CapturedMailEntry[]> {
  return mailCapture(dataDir).list(options);
}

/** One captured mail, raw and parsed; undefined for an unknown or malformed id. */
export async function readCapturedMail(
  dataDir: string,
  id: string,
): Promise<CapturedMail | undefined> {
  const capture = mailCapture(dataDir);
  const entry = await capture.read(id);
  const raw = entry && (await capture.readPart(id, 'eml'));
  if (!entry || !raw) return undefined;
  const parsed = await PostalMime.parse(raw);
  return { ...entry, raw, text: parsed.text ?? '', html: parsed.html ?? '' };
}
