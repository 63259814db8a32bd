import { Global, Module } from '@nestjs/common';
import { CATALOGUE_RESOURCES } from '@grimhunt/contracts';
import { CatalogueFacade } from './application/catalogue.facade';
import { CatalogueService } from './application/catalogue.service';
import { CatalogueStore } from './application/catalogue-store';
import { ImageService } from './application/images/image.service';
import { CATALOGUE_REPOSITORY } from './application/ports/catalogue.repository.port';
import { DEMO_CONTENT_SEEDER } from './application/ports/demo-content-seeder.port';
import { MISSING_ART } from './application/ports/missing-art.port';
import { IMAGE_STORAGE } from './application/ports/image-storage.port';
import { THUMBNAIL_MAKER } from './application/ports/thumbnail-maker.port';
import { MissingArtService } from './infrastructure/art/missing-art.service';
import { CatalogueLookupController } from './infrastructure/http/catalogue-lookup.controller';
import { createResourceController } from './infrastructure/http/catalogue-resource.controller';
import { ClientCatalogueController } from './infrastructure/http/client-catalogue.controller';
import { ImageController } from './infrastructure/http/image.controller';
import { SharpThumbnailMaker } from './infrastructure/images/sharp-thumbnail-maker';
import { TypeOrmCatalogueRepository } from './infrastructure/persistence/typeorm-catalogue.repository';
import { TypeOrmImageStorage } from './infrastructure/persistence/typeorm-image.storage';
import { TypeOrmDemoContentSeeder } from './infrastructure/seed/typeorm-demo-content.seeder';

/**
 * The catalogue context: admin CRUD of every catalogue resource in the ra-data-simple-rest dialect, the player's
 * catalogue reads, images, and the in-memory snapshot other contexts read through `CatalogueFacade`.
 * Needs TypeORM's DataSource and the kernel (UnitOfWork, Clock) from the app.
 */
@Global()
@Module({
  controllers: [
    CatalogueLookupController,
    ClientCatalogueController,
    ImageController,
    ...CATALOGUE_RESOURCES.map((resource) => createResourceController(resource)),
  ],
  providers: [
    { provide: CATALOGUE_REPOSITORY, useClass: TypeOrmCatalogueRepository },
    { provide: IMAGE_STORAGE, useClass: TypeOrmImageStorage },
    { provide: THUMBNAIL_MAKER, useClass: SharpThumbnailMaker },
    { provide: DEMO_CONTENT_SEEDER, useClass: TypeOrmDemoContentSeeder },
    { provide: MISSING_ART, useClass: MissingArtService },
    CatalogueStore,
    CatalogueService,
    ImageService,
    CatalogueFacade,
  ],
  exports: [CatalogueFacade],
})
export class CatalogueModule {}
