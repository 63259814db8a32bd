import { SimpleRest, startTestApp, TestApp } from '@grimhunt/api-testing';

const sharp = require('sharp') as (input: unknown) => {
  png(): { toBuffer(): Promise<Buffer> };
  metadata(): Promise<{ width: number; height: number; format: string }>;
};

function solidPng(width: number, height: number): Promise<Buffer> {
  return (sharp as any)({ create: { width, height, channels: 3, background: { r: 80, g: 0, b: 120 } } })
    .png()
    .toBuffer();
}

describe('catalogue images', () => {
  let t: TestApp;
  let admin: SimpleRest;

  async function upload(bytes: Buffer, filename = 'ghost.png', token: string | null = admin.token ?? null, field = 'files') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), filename);
    const response = await fetch(`${t.baseUrl}/api/Image`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await response.text();
    if (response.status === 415) throw new Error('POST /api/Image answered 415: @fastify/multipart must be registered in app.factory.ts');
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  async function fetchImage(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${t.baseUrl}${path}`, { headers });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  beforeAll(async () => {
    t = await startTestApp({ demoPlayer: { name: 'demo', password: 'demo1234', email: 'demo@grimhunt.local' } });
    admin = new SimpleRest(t, await t.http.login('admin', 'admin'));
  });
  afterAll(() => t?.close());

  it('stores an uploaded PNG and serves it with immutable caching, an ETag and a thumbnail', async () => {
    const png = await solidPng(600, 400);
    const res = await upload(png);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const original = await fetchImage(`/api/image/${res.body.id}`);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect(original.bytes.equals(png)).toBe(true);
    const etag = original.headers.get('etag')!;
    expect(etag).toBe(`"${res.body.id}"`);
    expect((await fetchImage(`/api/image/${res.body.id}`, { 'if-none-match': etag })).status).toBe(304);

    const thumb = await fetchImage(`/api/image/thumb/${res.body.id}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(thumb.bytes).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(256);
  });

  it("serves an enemy's image by enemy id and refuses missing images with 404", async () => {
    const png = await solidPng(64, 64);
    const { body } = await upload(png);
    const enemy = await admin.make('enemy', { name: 'Portrait Watcher', imageId: body.id });
    const byEnemy = await fetchImage(`/api/image/enemy/${enemy.id}`);
    expect(byEnemy.status).toBe(200);
    expect(byEnemy.bytes.equals(png)).toBe(true);
    expect(byEnemy.headers.get('cache-control')).not.toContain('immutable');
    expect((await fetchImage(`/api/image/enemy/thumb/${enemy.id}`)).status).toBe(200);

    const plain = await admin.make('enemy', { name: 'Faceless One' });
    expect((await fetchImage(`/api/image/enemy/${plain.id}`)).status).toBe(404);
    expect((await fetchImage('/api/image/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await fetchImage('/api/image/not-an-id')).status).toBe(400); // malformed ids: 400 at the edge
    expect((await fetchImage('/api/image/thumb/not-an-id')).status).toBe(400);
  });

  it('accepts videos for animated images (served as they are, also as thumb)', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    const res = await upload(mp4, 'wisp.mp4');
    expect(res.status).toBe(201);
    const thumb = await fetchImage(`/api/image/thumb/${res.body.id}`);
    expect(thumb.headers.get('content-type')).toBe('video/mp4');
    expect(thumb.bytes.equals(mp4)).toBe(true);
  });

  it('refuses SVG, other files, unreadable images, empty and oversized uploads', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [bytes, name] of [
      [svg, 'evil.svg'],
      [Buffer.from('just some text'), 'notes.png'],
    ] as const) {
      const res = await upload(bytes, name);
      expect({ name, status: res.status, message: res.body.message }).toEqual({
        name,
        status: 400,
        message: 'Only PNG, JPEG, WebP and GIF images and MP4 or WebM videos can be uploaded',
      });
    }
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 7)]);
    expect((await upload(broken)).body.message).toBe('The image could not be read');
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
    const huge = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10 * 1024 * 1024, 1)]);
    const tooBig = await upload(huge);
    expect({ status: tooBig.status, message: tooBig.body.message }).toEqual({ status: 413, message: 'The file is larger than 10 MiB' });
  });

  it('answers 413 with a message to a form of too many fields or files', async () => {
    const png = await solidPng(8, 8);
    const send = async (build: (form: FormData) => void) => {
      const form = new FormData();
      build(form);
      const response = await fetch(`${t.baseUrl}/api/Image`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      return { status: response.status, body: await response.json() };
    };
    const fields = await send((form) => {
      for (let i = 0; i < 11; i++) form.append(`f${i}`, 'x');
      form.append('files', new Blob([new Uint8Array(png)]), 'ghost.png');
    });
    expect(fields).toEqual({
      status: 413,
      body: expect.objectContaining({ code: 'GENERIC.PAYLOAD_TOO_LARGE', message: 'The upload has too many fields (10 at most)' }),
    });
    const files = await send((form) => {
      form.append('files', new Blob([new Uint8Array(png)]), 'a.png');
      form.append('files', new Blob([new Uint8Array(png)]), 'b.png');
    });
    expect(files).toEqual({ status: 413, body: expect.objectContaining({ message: 'Send one file per upload' }) });
    const ten = await send((form) => {
      for (let i = 0; i < 10; i++) form.append(`f${i}`, 'x');
      form.append('files', new Blob([new Uint8Array(png)]), 'ghost.png');
    });
    expect(ten.status).toBe(201);
  });

  it('lets only admins upload', async () => {
    const png = await solidPng(8, 8);
    expect((await upload(png, 'x.png', null)).status).toBe(401);
    expect((await upload(png, 'x.png', await t.http.login('demo', 'demo1234'))).status).toBe(403);
  });

  it('keeps image references real: an item may point at an uploaded image only', async () => {
    const { body } = await upload(await solidPng(16, 16));
    const item = await admin.create('item', { name: 'Portrait Frame', imageId: body.id, animatedId: null });
    expect(item.status).toBe(201);
    expect(item.body.imageId).toBe(body.id);
  });
});
