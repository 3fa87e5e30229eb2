import sharp from 'sharp';
import { ApiError } from '../http/api-error.ts';

/** The accepted document types by their first bytes; the name and the client's MIME type are not trusted. */
const SIGNATURES = [
  { contentType: 'application/pdf', extension: 'pdf', magic: Buffer.from('%PDF-') },
  { contentType: 'image/png', extension: 'png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', extension: 'jpg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
] as const;

type DocumentKind = (typeof SIGNATURES)[number];

/**
 * The most pixels a picture may have: 8192 × 8192, more than a 600 dpi A4 scan (35 Mpx) or a phone's photo, and at
 * most 256 MiB decoded. A 2 MB file may claim far more (a decompression bomb), so the header is read first.
 */
const DOCUMENT_MAX_PIXELS = 8192 * 8192;

/** The JPEG quality a photo is stored at: high enough that a document's small print stays legible. */
const DOCUMENT_JPEG_QUALITY = 92;

/** The longest name kept, in characters, its extension included. */
const DOCUMENT_NAME_MAX = 100;

/** The longest extension kept when a long name is shortened. */
const EXTENSION_MAX = 10;

/**
 * Markup a browser would run or render, and PDF script actions (names may hide letters as `#xx`). The tags are long
 * enough (4 characters and a delimiter) that compressed streams of a genuine PDF practically never contain them.
 */
const MARKUP =
  /<(?:!doctype|\?xml-stylesheet|script|html|head|body|iframe|frame|object|embed|svg|img|meta|link|style|form|base)[\s/>]/i;
const SCRIPT = /javascript:|\/(?:JavaScript|Launch)\b/i;

const unsupported = (message: string) => ApiError.of('uploadUnsupported', message);

/**
 * A PDF is stored as it is when it carries no markup, no script action and nothing after its last `%%EOF` but
 * whitespace: a PDF that is also an HTML page or a script (a polyglot) is refused. (A PDF cannot be re-encoded here.)
 */
function checkPdf(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const names = text.replace(/#([\da-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (MARKUP.test(text) || SCRIPT.test(names)) throw unsupported('The PDF carries markup or a script');
  const end = text.lastIndexOf('%%EOF');
  if (end >= 0 && !/^[\s\0]*$/.test(text.slice(end + 5))) throw unsupported('The PDF carries data after its end');
  return data;
}

/**
 * A picture is decoded and stored re-encoded in its own format, upright: whatever the file carried besides its pixels
 * (HTML or script after the image data or in a comment, Exif with the place it was taken) is gone. A file that does
 * not decode cleanly is refused.
 */
async function reencodePicture(data: Buffer, kind: DocumentKind): Promise<Buffer> {
  const input = { failOn: 'warning', limitInputPixels: DOCUMENT_MAX_PIXELS, sequentialRead: true } as const;
  let pixels: number;
  try {
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
    pixels = width * height;
  } catch {
    throw unsupported('The picture cannot be read');
  }
  if (pixels === 0 || pixels > DOCUMENT_MAX_PIXELS)
    throw ApiError.of('uploadFailed', 'The picture has too many pixels');
  const picture = sharp(data, input).autoOrient();
  try {
    return await (
      kind.contentType === 'image/png' ? picture.png() : picture.jpeg({ quality: DOCUMENT_JPEG_QUALITY })
    ).toBuffer();
  } catch {
    throw unsupported('The picture cannot be read');
  }
}

/**
 * An uploaded document as it is stored: its type judged by its first bytes (PDF, PNG or JPEG, else 160 with 415),
 * a picture re-encoded, a PDF checked for markup and script (else 160 with 415).
 */
export async function storedDocument(data: Buffer): Promise<{ contentType: string; extension: string; data: Buffer }> {
  const kind = SIGNATURES.find(({ magic }) => data.subarray(0, magic.length).equals(magic));
  if (!kind) throw unsupported('Only PDF, PNG and JPEG files are accepted');
  const stored = kind.contentType === 'application/pdf' ? checkPdf(data) : await reencodePicture(data, kind);
  return { contentType: kind.contentType, extension: kind.extension, data: stored };
}

/**
 * A file name reduced to a safe base name: the last part of any path (`/` or `\`), without control, formatting
 * (bidirectional overrides, zero-width) or separator characters, without characters file systems refuse
 * (`<>:"|?*`), trimmed of spaces and dots, and at most DOCUMENT_NAME_MAX characters with its extension kept.
 * An empty result becomes `document.<extension>`.
 */
export function safeFileName(name: string, extension: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const characters = [...cleaned];
  if (characters.length === 0) return `document.${extension}`;
  if (characters.length <= DOCUMENT_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const suffix = dot > 0 && cleaned.length - dot <= EXTENSION_MAX + 1 ? cleaned.slice(dot) : '';
  const stem = characters.slice(0, DOCUMENT_NAME_MAX - [...suffix].length).join('');
  return stem.replace(/[\s.]+$/, '') + suffix;
}
