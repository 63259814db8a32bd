import { DetailCreate } from '../../components/detail-form';
import { NewsFields } from './news-form';

/** Defaults of a new news (spec admin §3, §4). */
export const NEW_NEWS = { header: '', message: '', name: '', imageId: null, animatedImageId: null, rewardItemId: null };

export function NewsCreate() {
  return (
    <DetailCreate defaults={NEW_NEWS}>
      <NewsFields />
    </DetailCreate>
  );
}
