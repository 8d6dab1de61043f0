/**
 * The cookie that carries a visitor's language choice (the web app writes it with its stored choice): the gateway
 * answers a page address without `?lang=` with the page prerendered in that language. In a module of its own, free of
 * zod: the web app's hydration scripts import it.
 */
export const LANGUAGE_COOKIE = 'lang';
