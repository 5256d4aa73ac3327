import { ReviewQueue } from './ReviewQueue.tsx';

export function WithdrawalsPage() {
  return <ReviewQueue kind="withdrawal" />;
}
