import { crc32 } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documents } from '../../src/accounts/schema.ts';
import { activePlayer, type Browser, expectFailure, expectOk, multipart, playerIdOf } from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real picture: a 64 × 48 gradient-free block of colour, encoded by sharp. */
const picture = (format: 'png' | 'jpeg', exif?: Record<string, string>) => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 90 } } });
  return (exif ? image.withExif({ IFD0: exif }) : image).toFormat(format).toBuffer();
};

/** A PNG chunk with its length and CRC. */
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG with a text chunk (`tEXt`) inserted before its end chunk. */
const withTextChunk = (png: Buffer, text: string) => {
  const end = png.length - 12; // IEND: length, type, no data, CRC
  return Buffer.concat([
    png.subarray(0, end),
    chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')),
    png.subarray(end),
  ]);
};

/** A PNG header that claims 20000 × 20000 pixels (a decompression bomb), with a token image data chunk. */
const claimedGiant = () => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const pdf = (body = '') =>
  Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n${body}trailer << /Root 1 0 R >>\n%%EOF\n`);

const upload = async (browser: Browser, data: Buffer, name = 'scan.png', type = 'image/png') =>
  browser.call(
    'POST',
    '/player/documentUpload',
    await multipart(
      { file: new Blob([new Uint8Array(data)], { type }), name, documentSide: 'any', documentType: 'passport' },
      name,
    ),
  );

/** The player's newest stored document, as the database holds it. */
async function storedLast(email: string) {
  const playerId = await playerIdOf(testApp().db, email);
  const [row] = await testApp()
    .db.select()
    .from(documents)
    .where(eq(documents.playerId, playerId))
    .orderBy(desc(documents.id))
    .limit(1);
  return row;
}

describe('document upload: the file', () => {
  it('stores a PNG, a JPEG and a PDF, and lists them newest first', async () => {
    const { browser } = await activePlayer(testApp().app);
    const stored = await upload(browser, await picture('png'));
    expect(stored.json()).toMatchObject({
      success: true,
      name: 'scan.png',
      documentSource: 'player',
      documentStatus: 'uploaded',
      documentType: 'passport',
    });
    expectOk(await upload(browser, await picture('jpeg'), 'photo.jpg', 'image/jpeg'));
    expectOk(await upload(browser, pdf(), 'bill.pdf', 'application/pdf'));
    const list = (await browser.get('/player/documents')).json().documents.map((item: { name: string }) => item.name);
    expect(list).toEqual(['bill.pdf', 'photo.jpg', 'scan.png']);
  });

  it('answers a file over 2097152 bytes with 413, errorCode 160 and both sizes', async () => {
    const { browser } = await activePlayer(testApp().app);
    const png = await picture('png');
    const big = Buffer.concat([png, Buffer.alloc(3_000_000 - png.length)]);
    const response = await upload(browser, big);
    expectFailure(response, 413, 160);
    expect(response.json().params).toEqual({ maxFileSize: 2097152, currentFileSize: 3_000_000 });
    const limit = Buffer.concat([png, Buffer.alloc(2097152 - png.length)]);
    expectOk(await upload(browser, limit));
  });

  it('judges the type by the bytes, not the name or the declared type', async () => {
    const { browser, email } = await activePlayer(testApp().app);
    expectFailure(await upload(browser, HTML, 'passport.pdf', 'application/pdf'), 415, 160);
    expectFailure(await upload(browser, Buffer.alloc(0)), 415, 160);
    expectOk(await upload(browser, await picture('png'), 'renamed.txt', 'text/plain'));
    expect((await storedLast(email))?.contentType).toBe('image/png');
  });

  it.each([
    ['PNG', 'png', 'image/png'],
    ['JPEG', 'jpeg', 'image/jpeg'],
  ] as const)('stores a %s with HTML after its image data re-encoded, without the HTML', async (_, format, type) => {
    const { browser, email } = await activePlayer(testApp().app);
    const original = await picture(format);
    expectOk(await upload(browser, Buffer.concat([original, HTML]), `scan.${format}`, type));
    const row = await storedLast(email);
    expect(row?.contentType).toBe(type);
    expect(row?.data.includes('<script')).toBe(false);
    expect(row?.data.includes('<html')).toBe(false);
    expect(row?.size).toBe(row?.data.length);
    expect(await sharp(row!.data).metadata()).toMatchObject({ format, width: 64, height: 48 });
  });

  it('stores a picture without the HTML in its text chunk or its Exif', async () => {
    const { browser, email } = await activePlayer(testApp().app);
    expectOk(await upload(browser, withTextChunk(await picture('png'), HTML.toString())));
    expect((await storedLast(email))?.data.includes('<script')).toBe(false);
    const jpeg = await picture('jpeg', { ImageDescription: HTML.toString(), Artist: 'Matti' });
    expect(jpeg.includes('<script')).toBe(true);
    expectOk(await upload(browser, jpeg, 'photo.jpg', 'image/jpeg'));
    const row = await storedLast(email);
    expect(row?.data.includes('<script')).toBe(false);
    expect((await sharp(row!.data).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['HTML after the signature only', Buffer.concat([PNG_SIGNATURE, HTML]), 'image/png'],
    ['a JPEG signature followed by HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]), 'image/jpeg'],
    ['HTML after the end of a PDF', Buffer.concat([pdf(), HTML]), 'application/pdf'],
    [
      'a script after the end of a PDF',
      Buffer.concat([pdf(), Buffer.from('alert(document.cookie)\n')]),
      'application/pdf',
    ],
    ['HTML inside a PDF', pdf(`2 0 obj (${HTML.toString()}) endobj\n`), 'application/pdf'],
    ['an SVG inside a PDF', pdf('2 0 obj (<svg onload=alert(1)>) endobj\n'), 'application/pdf'],
    ['a PDF JavaScript action', pdf('2 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n'), 'application/pdf'],
    ['a PDF JavaScript action in #-escapes', pdf('2 0 obj << /S /Java#53cript /JS (x) >> endobj\n'), 'application/pdf'],
    [
      'a javascript: link in a PDF',
      pdf('2 0 obj << /S /URI /URI (javascript:alert(1)) >> endobj\n'),
      'application/pdf',
    ],
  ])('refuses %s with 415 and errorCode 160, and stores nothing', async (_, data, type) => {
    const { browser, email } = await activePlayer(testApp().app);
    expectFailure(await upload(browser, data, 'polyglot', type), 415, 160);
    expect(await storedLast(email)).toBeUndefined();
  });

  it('refuses a picture that claims more pixels than a document needs (160), without decoding it', async () => {
    const { browser, email } = await activePlayer(testApp().app);
    const response = await upload(browser, claimedGiant());
    expectFailure(response, 413, 160);
    expect(response.json().params).toBeUndefined();
    expect(await storedLast(email)).toBeUndefined();
  });
});

describe('document upload: the name', () => {
  const long = `${'a'.repeat(250)}.pdf`;
  it.each([
    ['a Unix path', '../../etc/passwd', 'passwd'],
    ['a Windows path', 'C:\\Users\\matti\\passi.pdf', 'passi.pdf'],
    ['line breaks and a bell', 'scan\r\n\u0007.pdf', 'scan.pdf'],
    ['a bidirectional override', 'lasku\u202Efdp.exe', 'laskufdp.exe'],
    ['zero-width characters', 'pa\u200Bss\uFEFFi.pdf', 'passi.pdf'],
    ['markup', '<img src=x onerror=alert(1)>.pdf', '_img src=x onerror=alert(1)_.pdf'],
    ['leading dots and spaces', '  ..hidden .pdf  ', 'hidden .pdf'],
    ['nothing left', '../', 'document.pdf'],
    ['only spaces and dots', ' . . ', 'document.pdf'],
    ['an ordinary Finnish name', 'Passi – Matti Meikäläinen.pdf', 'Passi – Matti Meikäläinen.pdf'],
    ['a long name', long, `${'a'.repeat(96)}.pdf`],
    ['a long name of emoji', `${'😀'.repeat(150)}.pdf`, `${'😀'.repeat(96)}.pdf`],
  ])('reduces %s to a safe base name', async (_, name, safe) => {
    const { browser, email } = await activePlayer(testApp().app);
    const response = await upload(browser, pdf(), name, 'application/pdf');
    expect(response.json()).toMatchObject({ success: true, name: safe });
    expect((await storedLast(email))?.name).toBe(safe);
  });
});

describe('avatar', () => {
  it('takes no file: the avatar is chosen by its id, and a multipart body is not accepted', async () => {
    const { browser } = await activePlayer(testApp().app);
    const response = await browser.call(
      'POST',
      '/api/user/avatar',
      await multipart({ avatar: new Blob([new Uint8Array(await picture('png'))], { type: 'image/png' }) }, 'me.png'),
    );
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ success: false });
  });
});
