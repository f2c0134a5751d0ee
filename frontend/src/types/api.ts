/** Shapes of the API's JSON (camelCase, SPEC §3). */
export type Product = {
  id: string;
  name: string;
  category: string;
  description: string;
  /** Decimal as a string with two decimals, in AED. */
  price: string;
  image: string;
  images: string[];
  inStock: boolean;
  isVisible: boolean;
  showContactForPricing: boolean;
  timestamp: string;
};

/** What POST /api/products takes: a product without its timestamp; the extra images optional. */
export type ProductInput = Omit<Product, 'timestamp' | 'images'> & { images?: string[] };

export type Banner = {
  id: string;
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string | null;
  backgroundColor: string;
  iconClass: string;
  image: string | null;
  isActive: boolean;
  displayOrder: number;
  timestamp: string;
};

export type StaffRole = 'admin' | 'sub_user';

export type StaffUser = {
  id?: string;
  name?: string;
  username: string;
  role?: StaffRole | string;
};
