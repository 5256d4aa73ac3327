import { ReviewQueue } from './ReviewQueue.tsx';

export function DepositsPage() {
  return <ReviewQueue kind="deposit" />;
}
