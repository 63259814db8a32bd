import { PostServiceScreen } from '../../../features/mail/components/post-service-screen';
import { PurseBar } from '../../../features/user/components/purse-bar';

/** /postservice: letters and attachments between players (shown for real; see docs/decisions.md). */
export function PostServiceRoute() {
  return <PostServiceScreen aside={<PurseBar />} />;
}
