import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { isSectionLink, type NavItem } from '@/components/layouts/site-nav-items';

type NavItemLinkProps = {
  item: NavItem;
  /** Classes of the link, given whether it is the current page. */
  className: (state: { isActive: boolean }) => string;
  onClick?: () => void;
};

/** A page link marks the current page (aria-current); a link to a section of a page never does. */
export function NavItemLink({ item, className, onClick }: NavItemLinkProps) {
  const { t } = useTranslation();
  if (isSectionLink(item)) {
    return (
      <Link to={item.to} onClick={onClick} className={className({ isActive: false })}>
        {t(item.labelKey)}
      </Link>
    );
  }
  return (
    <NavLink to={item.to} end={item.end} onClick={onClick} className={className}>
      {t(item.labelKey)}
    </NavLink>
  );
}
