/** The language of the build a module runs in, set by vite.config.ts (core/locale.ts reads it). */
declare const __SITE_LOCALE__: string | undefined;
