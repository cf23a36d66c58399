import { FaqList } from '#features/public/components/faq-list';

/** /faq: the 14 questions of the public site (docs/decisions/007), text in public.json `pages.faq`. */
export function FaqRoute() {
  return <FaqList />;
}
