/** The path part of a request URL. */
export const pathOf = (url: string) => url.split('?', 1)[0]!;

// File types a build emits; anything else with a dot (e.g. /users/john.doe) is a page route.
const ASSET = /\.(js|mjs|css|map|json|html|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|wasm)$/i;
export const isAssetPath = (path: string) => ASSET.test(path);
