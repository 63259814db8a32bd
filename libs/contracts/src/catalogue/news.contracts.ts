/** News. */
export interface NewsDto {
  id: string;
  header: string;
  message: string;
  name: string;
  imageId: string | null;
  animatedImageId: string | null;
  /** Unix seconds. */
  timestamp: number;
  rewardItemId: string | null;
}
export type NewsWriteDto = Omit<NewsDto, 'id' | 'timestamp'> & { timestamp?: number };
