import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { BRAND_NAME, CONTACT } from '../../config/app';

const LEGAL = [
  { to: paths.legal.privacy, label: 'footer.privacy' },
  { to: paths.legal.terms, label: 'footer.terms' },
  { to: paths.legal.faq, label: 'footer.faq' },
  { to: paths.legal.cancellation, label: 'footer.cancellation' },
  { to: paths.legal.shipping, label: 'footer.shipping' },
  { to: paths.legal.pricing, label: 'footer.pricing' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer id="contact" className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t('footer.company', { brand: BRAND_NAME })}</p>
          <p className="mt-2 text-sm">
            <a href={`tel:${CONTACT.phone.replace(/\s/g, '')}`} className="hover:underline">
              {CONTACT.phone}
            </a>
          </p>
          <p className="text-sm">
            <a href={`mailto:${CONTACT.email}`} className="hover:underline">
              {CONTACT.email}
            </a>
          </p>
        </div>
        <nav aria-label={t('footer.legal')}>
          <ul className="space-y-2 text-sm">
            {LEGAL.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-brand-100">
        {t('footer.copyright', { year: 2025, brand: BRAND_NAME })}
      </p>
    </footer>
  );
}
