import { DetailCreate } from '../../components/detail-form';
import { NewsFields } from './news-form';

/** Defaults of a new news. */
export const NEW_NEWS = { header: '', message: '', name: '', imageId: null, animatedImageId: null, rewardItemId: null };

export function NewsCreate() {
  return (
    <DetailCreate defaults={NEW_NEWS}>
      <NewsFields />
    </DetailCreate>
  );
}
