import busboy from 'busboy';
import type { Request } from 'express';
import { PHOTO_FIELD } from '../contract/profile-media-requests';
import { InputError } from './input-error';

const payloadTooLarge = () => Object.assign(new Error('payload too large'), { status: 413 });

/**
 * Reads the one file of a multipart upload as it streams in, and its few text fields. At most `maxBytes` are ever held: past that the file
 * is truncated by busboy, the rest of the request is read and thrown away, and the answer is 413.
 */
export function readPhoto(req: Request, maxBytes: number): Promise<{ readonly bytes: Buffer; readonly fields: Readonly<Record<string, string>> }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 20 } });
    } catch {
      reject(new InputError(PHOTO_FIELD, 'multipart_expected'));
      return;
    }
    const chunks: Buffer[] = [];
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let found = false;
    let tooLarge = false;
    parser.on('field', (name, value) => {
      if (!(name in fields)) fields[name] = value;
    });
    parser.on('file', (name, stream) => {
      if (name !== PHOTO_FIELD || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(new InputError(PHOTO_FIELD, 'malformed_multipart'));
    });
    parser.on('close', () => {
      if (tooLarge) reject(payloadTooLarge());
      else if (!found) reject(new InputError(PHOTO_FIELD, 'required'));
      else resolve({ bytes: Buffer.concat(chunks), fields });
    });
    // A client that goes away mid-upload: nothing more will come, and what was read is let go.
    req.on('close', () => {
      if (req.complete) return;
      chunks.length = 0;
      reject(new InputError(PHOTO_FIELD, 'upload_aborted'));
    });
    req.pipe(parser);
  });
}

