/**
 * stylis as styled-components uses it in the browser, without the vendor prefixer (tools/build/client-trims.ts): the
 * app never turns `enableVendorPrefixes` on, so styled-components never pushes the prefixer, and its table of
 * prefixes need not be shipped. If something did push it, the rules would go through unprefixed, as they do now.
 */
export * from 'stylis';

/** stylis' middleware signature; it leaves the element as it is. */
export function prefixer(): void {}
