/**
 * The link rule and the image-URL rule follow the case table of tests/fixtures/url_rules.json,
 * which the server's rules follow too (tests/unit/url_rules_test.cpp): a case cannot hold in
 * one language and drift in the other.
 */
import { describe, expect, it } from 'vitest';
import fixture from '../../../tests/fixtures/url_rules.json';
import { isValidLink } from './link-rules';
import { isValidImageUrl, percentDecode } from './url-rules';

type Case = string | { prefix: string; repeat: string; count: number };

/** A case: a string, or {prefix, repeat, count} (the over-long ones). */
const text = (c: Case) => (typeof c === 'string' ? c : c.prefix + c.repeat.repeat(c.count));
const cases = (list: readonly Case[]) => {
  expect(list.length).toBeGreaterThan(0);
  return list.map(text);
};

describe('link rule', () => {
  it('accepts our paths and https URLs', () => {
    for (const ok of cases(fixture.link.accepted)) expect(isValidLink(ok), ok).toBe(true);
  });

  it('refuses what a browser resolves elsewhere, scripts and credentials', () => {
    for (const bad of cases(fixture.link.refused)) expect(isValidLink(bad), bad).toBe(false);
  });
});

describe('image-URL rule', () => {
  it('accepts our media files and https URLs', () => {
    for (const ok of cases(fixture.image.accepted)) expect(isValidImageUrl(ok), ok).toBe(true);
  });

  it('refuses mixed content, credentials, traversal after decoding and scripts', () => {
    for (const bad of cases(fixture.image.refused)) expect(isValidImageUrl(bad), bad).toBe(false);
  });
});

describe('percentDecode', () => {
  it('decodes pairs of hex digits only', () => {
    expect(fixture.percentDecode.length).toBeGreaterThan(0);
    for (const { text: encoded, decoded } of fixture.percentDecode)
      expect(percentDecode(encoded), encoded).toBe(decoded);
  });
});
