import NewspaperIcon from '@mui/icons-material/Newspaper';
import { NewsList } from './news-list';

/** `<Resource name="news" {...newsResource} />`: the list route also hosts the detail (`/news/:id`, `/news/create`). */
export const newsResource = {
  list: NewsList,
  hasEdit: true,
  hasCreate: true,
  icon: NewspaperIcon,
  options: { label: 'news' },
  recordRepresentation: 'name',
};
