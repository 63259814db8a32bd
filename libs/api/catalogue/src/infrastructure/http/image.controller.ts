import { Controller, Get, HttpCode, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IMAGE_ROUTES, ImageUploadResultDto } from '@grimhunt/contracts';
import { Admin, PayloadTooLargeError, Public } from '@grimhunt/api-kernel';
import { CatalogueInvalidError } from '../../domain/catalogue.errors';
import { ImageService } from '../../application/images/image.service';
import { MAX_UPLOAD_BYTES } from '../../application/images/media-type';
import { StoredImage } from '../../application/ports/image-storage.port';

/** The parts of @fastify/multipart's request decorations we use (registered in app.factory.ts). */
interface MultipartFile {
  fieldname: string;
  toBuffer(): Promise<Buffer>;
}
interface MultipartRequest {
  isMultipart?: () => boolean;
  parts?: (options?: {
    limits?: { fileSize?: number; files?: number; fields?: number; parts?: number };
  }) => AsyncIterableIterator<MultipartFile & { type?: string; file?: unknown }>;
  headers: Record<string, string | undefined>;
}
interface ImageReply {
  status(code: number): ImageReply;
  header(name: string, value: string): ImageReply;
  send(body?: unknown): void;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An enemy's picture may be replaced, so that route revalidates (ETag) instead of being cached for ever. */
const REVALIDATE = 'public, max-age=300, must-revalidate';
const UPLOAD_FIELDS = new Set(['files', 'file']);
/** One file and a few text fields (react-admin sends none): anything more is refused before it is read. */
const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 };
/** @fastify/multipart's limit errors and the message each one answers with status 413. */
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: 'The file is larger than 10 MiB',
  FST_FILES_LIMIT: 'Send one file per upload',
  FST_FIELDS_LIMIT: 'The upload has too many fields (10 at most)',
  FST_PARTS_LIMIT: 'The upload has too many parts (one file and 10 fields at most)',
};

/** Image upload (admin, multipart field `files`) and public image reads. */
@ApiTags('catalogue: images')
@Controller()
export class ImageController {
  private readonly logger = new Logger('ImageController');

  constructor(private readonly images: ImageService) {}

  @Post(IMAGE_ROUTES.upload)
  @HttpCode(201)
  @Admin()
  async upload(@Req() request: MultipartRequest): Promise<ImageUploadResultDto> {
    if (typeof request.parts !== 'function' || typeof request.isMultipart !== 'function') {
      this.logger.error('@fastify/multipart is not registered: uploads cannot be read');
      throw new Error('multipart support is not registered');
    }
    if (!request.isMultipart()) throw new CatalogueInvalidError(['Send the image as multipart/form-data in the field "files"']);
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
        if (part.type === 'file' || part.file) {
          const buffer = await part.toBuffer();
          if (!bytes && UPLOAD_FIELDS.has(part.fieldname)) bytes = buffer;
        }
      }
    } catch (error) {
      const { code, statusCode } = error as { code?: string; statusCode?: number };
      const limit = code ? LIMIT_MESSAGES[code] : undefined;
      if (limit) throw new PayloadTooLargeError(limit);
      // A malformed or cut-off form (busboy's parse errors, a prototype field name) is the client's fault.
      if (statusCode === undefined || (statusCode >= 400 && statusCode < 500)) {
        throw new CatalogueInvalidError(['The upload is not a well-formed multipart form']);
      }
      throw error;
    }
    if (!bytes) throw new CatalogueInvalidError(['No file in the field "files"']);
    return this.images.upload(bytes);
  }

  @Get(`${IMAGE_ROUTES.base}/${IMAGE_ROUTES.thumb}`)
  @Public()
  async thumb(@Param('id') id: string, @Req() request: MultipartRequest, @Res() reply: ImageReply) {
    this.send(request, reply, await this.images.get(id, 'thumb'), 'thumb', IMMUTABLE);
  }

  @Get(`${IMAGE_ROUTES.base}/${IMAGE_ROUTES.enemyThumb}`)
  @Public()
  async enemyThumb(@Param('enemyId') enemyId: string, @Req() request: MultipartRequest, @Res() reply: ImageReply) {
    this.send(request, reply, await this.images.ofEnemy(enemyId, 'thumb'), 'thumb', REVALIDATE);
  }

  @Get(`${IMAGE_ROUTES.base}/${IMAGE_ROUTES.enemy}`)
  @Public()
  async enemy(@Param('enemyId') enemyId: string, @Req() request: MultipartRequest, @Res() reply: ImageReply) {
    this.send(request, reply, await this.images.ofEnemy(enemyId, 'original'), 'original', REVALIDATE);
  }

  @Get(`${IMAGE_ROUTES.base}/${IMAGE_ROUTES.one}`)
  @Public()
  async one(@Param('id') id: string, @Req() request: MultipartRequest, @Res() reply: ImageReply) {
    this.send(request, reply, await this.images.get(id, 'original'), 'original', IMMUTABLE);
  }

  /** Images never change once stored, so the id is the ETag. */
  private send(request: MultipartRequest, reply: ImageReply, image: StoredImage, variant: string, cacheControl: string): void {
    const etag = `"${image.id}${variant === 'thumb' ? '-thumb' : ''}"`;
    reply
      .header('cache-control', cacheControl)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (request.headers['if-none-match'] === etag) {
      reply.status(304).send();
      return;
    }
    reply.status(200).header('content-type', image.mime).send(image.bytes);
  }
}
