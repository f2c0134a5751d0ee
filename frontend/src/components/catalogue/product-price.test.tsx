import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { embedSettings, testQueryClient } from '@/testing/test-utils';
import fixture from '../../../../tests/fixtures/price_format.json';
import { ProductPrice, priceSuffix } from './product-price';

const renderPrice = () =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <ProductPrice product={{ price: '1250.00', showContactForPricing: false }} />
    </QueryClientProvider>,
  );

describe('priceSuffix', () => {
  it('follows the rate basis exactly as the page HTML does (the shared fixture)', () => {
    expect(fixture.suffixes).toHaveLength(4);
    for (const { rateBasis, suffix } of fixture.suffixes) {
      expect(priceSuffix(rateBasis ? { rateBasis: rateBasis as 'hour' | 'day' | 'week' } : {})).toBe(suffix);
    }
    expect(priceSuffix(undefined)).toBe('per unit/day');
  });
});

describe('ProductPrice', () => {
  it("adds ' incl. VAT' after the suffix when the settings say prices include VAT", () => {
    embedSettings({ pricesIncludeVat: true });
    renderPrice();
    expect(screen.getByText(/^per unit\/day incl\. VAT$/)).toBeInTheDocument();
  });

  it('shows the suffix alone otherwise', () => {
    renderPrice();
    expect(screen.getByText('per unit/day')).toBeInTheDocument();
    expect(screen.queryByText(/incl\. VAT/)).not.toBeInTheDocument();
  });
});
