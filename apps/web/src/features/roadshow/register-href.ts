import { paths } from '@/config/paths';

/** The registration form on the landing page. */
export const REGISTER_HREF = `${paths.root.getHref()}#register`;
