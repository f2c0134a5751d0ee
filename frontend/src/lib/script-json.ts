/**
 * JSON as the text of a non-executable `<script>` (the page data, JSON-LD): '<' as \u003c, so no
 * text in it can end the element or open a comment ("</script>", "<!--"), and U+2028/U+2029
 * escaped.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
