import { Transform } from 'class-transformer';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import type { HuntSimulationRequest, TravelBody } from '@grimhunt/contracts';

const asString = ({ value }: { value: unknown }) => (value === undefined || value === null ? value : String(value));

/** `POST /api/Game/travel` (form). */
export class TravelRequest implements TravelBody {
  @Transform(asString) @IsString() @MaxLength(64) newHuntingGroundId: string;
}

/** `POST /api/admin/hunt/simulate` and `simulate-with-loot` (JSON); the count's range is the handler's rule. */
export class SimulationRequest implements HuntSimulationRequest {
  @Transform(asString) @IsString() @MaxLength(64) userId: string;
  @IsOptional() @Allow() count: number;
  @IsOptional() @Allow() options?: Record<string, unknown>;
}
