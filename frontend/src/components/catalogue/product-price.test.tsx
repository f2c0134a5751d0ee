import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { embedSettings } from '@/testing/test-utils';
import { ProductPrice } from './product-price';

const renderPrice = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ProductPrice product={{ price: '1250.00', showContactForPricing: false }} />
    </QueryClientProvider>,
  );

describe('ProductPrice', () => {
  it("adds ' incl. VAT' after the suffix when the settings say prices include VAT", () => {
    embedSettings({ pricesIncludeVat: true });
    renderPrice();
    expect(screen.getByText('per unit/day incl. VAT')).toBeInTheDocument();
  });

  it('shows the suffix alone otherwise', () => {
    renderPrice();
    expect(screen.getByText('per unit/day')).toBeInTheDocument();
    expect(screen.queryByText(/incl\. VAT/)).not.toBeInTheDocument();
  });
});
