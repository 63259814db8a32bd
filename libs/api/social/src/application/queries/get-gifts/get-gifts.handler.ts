import { Inject, Injectable } from '@nestjs/common';
import { GiftsDto } from '@grimhunt/contracts';
import { CLOCK, Clock } from '@grimhunt/api-kernel';
import { GiftView } from '../../gift-view';

/** `GET /api/social/gifts`. */
@Injectable()
export class GetGiftsHandler {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly view: GiftView,
  ) {}

  execute(userId: string): Promise<GiftsDto> {
    return this.view.gifts(userId, this.clock.now());
  }
}
