import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { specFieldsFor } from '@/api/specs';

// Shared by the product screen tests: the form, its upload input and the toasts.
/** The specs a form sends with none filled: every field of the category, null. */
export const noSpecs = (category: string) => Object.fromEntries(specFieldsFor(category).map((f) => [f.key, null]));

export const notifications = () => within(screen.getByRole('region', { name: /Notifications/ }));
export const expectToast = async (title: string, description: string) => {
  expect(await notifications().findByText(description)).toBeInTheDocument();
  expect(notifications().getByText(title)).toBeInTheDocument();
};
export const productForm = () => screen.getByRole('form', { name: /Add New Product|Edit Product/ });
export const uploadInput = () => screen.getByLabelText(/Upload Images \(up to 4\)/) as HTMLInputElement;
export const chosenImages = () => within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem');

export async function openAddForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add New Product' }));
  return user;
}
