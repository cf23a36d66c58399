import { FaqList } from '../../../features/public/components/faq-list';

/** /faq: the 14 questions of seed 000 §2, text in public.json `pages.faq`. */
export function FaqRoute() {
  return <FaqList />;
}
