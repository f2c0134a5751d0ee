/** Shapes of the API's JSON (camelCase field names). */

/** A listing's specifications (docs/product-specs.md): only the filled fields are present. */
export type ProductSpecs = Partial<{
  vesselType: string;
  lengthM: number;
  beamM: number;
  draftM: number;
  yearBuilt: number;
  builder: string;
  model: string;
  flag: string;
  guests: number;
  cabins: number;
  crew: number;
  engines: string;
  cruiseSpeedKn: number;
  location: string;
  rateBasis: 'hour' | 'day' | 'week';
  minimumHours: number;
  condition: 'new' | 'used';
  engineHours: number;
  brand: string;
  partNumber: string;
}>;

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
  /** Absent in answers of servers before specifications (docs/product-specs.md). */
  specs?: ProductSpecs;
  /** The Arabic name and description ("" or absent: none; Arabic pages then show the English ones). */
  nameAr?: string;
  descriptionAr?: string;
  /** The stock-keeping unit (docs/search.md, "Part fields"): unique regardless of case; absent or "": none. */
  sku?: string;
  /** OEM and cross-reference numbers, at most 10 (docs/search.md, "Part fields"). */
  partNumbers?: string[];
  /** The numbers this part replaces, at most 20 (docs/parts-lists.md); absent from an older server. */
  supersedes?: string[];
  /** The engines or equipment it fits, at most 50 (docs/parts-lists.md). */
  fits?: string[];
  /** In a search answer: the old number the product was found through (docs/parts-lists.md). */
  replaced?: string;
  /** A Vessel Chartering product's charter terms (docs/charter.md); null or absent: none. */
  charter?: CharterTerms | null;
};

/**
 * A product as its card draws it: the items of a search asked with `view=card` (docs/search.md,
 * "Cards"). A whole Product is one too.
 */
export type CardProduct = Pick<
  Product,
  'id' | 'name' | 'nameAr' | 'category' | 'price' | 'image' | 'inStock' | 'showContactForPricing' | 'replaced'
> & { specs?: Pick<ProductSpecs, 'rateBasis'> };

/**
 * What POST /api/products takes: a product without its timestamp; the extra images optional;
 * in `specs` a null clears a field.
 */
export type ProductInput = Omit<Product, 'timestamp' | 'images' | 'specs' | 'replaced'> & {
  images?: string[];
  specs?: Partial<Record<keyof ProductSpecs, string | number | null>>;
};

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
  /** Arabic texts ("" or absent: none; Arabic pages then show the English ones). */
  titleAr?: string;
  descriptionAr?: string;
  buttonTextAr?: string;
};

export type StaffRole = 'admin' | 'sub_user';

export type StaffUser = {
  id?: string;
  name?: string;
  username: string;
  role?: StaffRole | string;
};

export type BusinessHours = { days: string; hours: string };

/** The business's own details, edited at /admin/settings: GET /api/settings, PUT /api/admin/settings. */
export type SiteSettings = {
  companyName: string;
  legalEntity: string;
  /** Digits with the country code, e.g. "971501234567". */
  phone: string;
  whatsappNumber: string;
  email: string;
  address: string;
  businessHours: BusinessHours[];
  categoryDescriptions: Record<'marine-spares' | 'vessel-chartering' | 'vessel-sales-purchase', string>;
  heroHeading: string;
  heroText: string;
  creditName: string;
  creditUrl: string;
  social: Record<'instagram' | 'facebook' | 'linkedin' | 'youtube' | 'tiktok', string>;
  mapUrl: string;
  pricesIncludeVat: boolean;
  /**
   * What the booking page says when online payment is off (docs/payments.md, "Calls"); absent
   * from an older server's settings.
   */
  paymentInstructions?: string;
  paymentInstructionsAr?: string;
  /** docs/desks.md; absent from an older server's settings (the settings' numbers serve then). */
  desks?: Desk[];
} & Partial<SiteSettingsArabic>;

/**
 * The settings' Arabic texts (docs/frontend.md, "Languages"): "" (or, from an older server,
 * absent) means none, and Arabic pages show the English field instead; an empty
 * `businessHoursAr` shows the English rows.
 */
export type SiteSettingsArabic = {
  companyNameAr: string;
  addressAr: string;
  heroHeadingAr: string;
  heroTextAr: string;
  categoryDescriptionsAr: Record<'marine-spares' | 'vessel-chartering' | 'vessel-sales-purchase', string>;
  businessHoursAr: BusinessHours[];
};

/** docs/desks.md: a range of a day in Dubai time, "HH:MM", `to` up to "24:00". */
export type TimeRange = { from: string; to: string };
export type WeekDay = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';
export type WeeklyHours = Record<WeekDay, TimeRange[]>;
/** Dates "YYYY-MM-DD" (Dubai), inclusive; `hours` replaces the week unless `closed`. */
export type HoursException = {
  from: string;
  to: string;
  name: string;
  nameAr: string;
  closed: boolean;
  hours?: WeeklyHours;
};
export type DeskAgent = { name: string; nameAr: string; whatsapp: string };
/** A desk as every page reads it (GET /api/settings `desks`): only on-duty agents, no e-mail. */
export type Desk = {
  id: string;
  name: string;
  nameAr: string;
  phone: string;
  agents: DeskAgent[];
  hours: WeeklyHours;
  exceptions: HoursException[];
  categories: ('marine-spares' | 'vessel-chartering' | 'vessel-sales-purchase')[];
};
/** A desk as the administrator edits it (GET/PUT /api/admin/settings/desks). */
export type AdminDesk = Omit<Desk, 'agents'> & { email: string; agents: (DeskAgent & { active: boolean })[] };

/** docs/charter.md: `days` 0 = Sunday … 6 = Saturday; times "HH:MM"; dates "YYYY-MM-DD" (Dubai). */
export type MinimumRule = { days: number[]; from: string; to: string; hours: number };
export type DatePrice = {
  from: string;
  to: string;
  hourlyRate?: string | null;
  dailyRate?: string | null;
  label: string;
  labelAr: string;
};
export type ExtraUnit = 'booking' | 'guest' | 'hour';
export type CharterExtra = { id: string; name: string; nameAr: string; price: string; unit: ExtraUnit };
/** Amounts are strings with two decimals; at least one of the two rates is set. */
export type CharterTerms = {
  hourlyRate: string | null;
  dailyRate: string | null;
  minimumHours: number;
  minimumRules: MinimumRule[];
  overtimeStepMinutes: 30 | 60;
  datePrices: DatePrice[];
  extras: CharterExtra[];
  depositPercent: number;
  cancellationTerms: string;
  cancellationTermsAr: string;
  turnaroundMinutes: number;
};

/** POST /api/charters/{id}/quote's answer: priced by the server alone (the SPA never prices). */
export type QuoteLine = { kind: 'base' | 'overtime' | 'event' | 'extra'; label: string; amount: string };
export type CharterQuote = {
  hoursCharged: number;
  minimumHours: number;
  minimumRule: MinimumRule | null;
  lines: QuoteLine[];
  subtotal: string;
  vat: string;
  total: string;
  deposit: string;
};
export type CharterRequest = {
  date: string;
  start: string;
  hours: number;
  guests: number;
  extras: { id: string; quantity: number }[];
};

/** A lead's booking (GET /api/admin/enquiries/{ref}). */
export type LeadBooking = {
  productId: string;
  date: string;
  start: string;
  end: string;
  hours: number;
  guests: number;
  extras: { id: string; name: string; quantity: number }[];
  quote: CharterQuote;
  /** docs/payments.md, "Calls": absent from a server before payments. */
  token?: string | null;
  url?: string | null;
  status?: BookingStatus | null;
  payments?: Payment[];
  due?: PaymentsDue;
};

/** docs/payments.md: amounts are strings with two decimals, in AED. */
export type BookingStatus = 'option' | 'confirmed' | 'cancelled';
export type PaymentKind = 'deposit' | 'balance';
export type PaymentMethod = 'online' | 'bank-transfer' | 'cash' | 'card-terminal' | 'other';
export type PaymentState = 'pending' | 'paid' | 'expired' | 'refunded' | 'flagged';
/** `amount`: a wrong amount or currency; `slot-taken`: paid after the option lapsed and the slot was taken. */
export type PaymentFlag = 'amount' | 'slot-taken';
export type Payment = {
  id: string;
  kind: PaymentKind;
  amount: string;
  currency: string;
  method: PaymentMethod;
  state: PaymentState;
  at: string;
  note: string;
  flag: PaymentFlag | null;
  /** What the gateway gave back of it so far; a part refunded leaves the payment paid. */
  refunded: string;
};
export type PaymentsDue = { deposit: string; balance: string; balanceDueAt: string | null };

/** GET /api/bookings/{token}: the customer's booking page, with no personal data. */
export type PublicBooking = {
  ref: string;
  status: BookingStatus;
  vessel: { id: string; name: string; nameAr: string };
  start: string;
  end: string;
  guests: number;
  extras: { id: string; name: string; nameAr: string; quantity: number }[];
  quote: CharterQuote;
  optionExpiresAt: string | null;
  cancellationTerms: string;
  cancellationTermsAr: string;
  payments: Pick<Payment, 'kind' | 'amount' | 'method' | 'state' | 'at' | 'refunded'>[];
  due: PaymentsDue;
  payOnline: boolean;
  paymentInstructions: string;
  paymentInstructionsAr: string;
};

/**
 * `external`: a time another booking channel's calendar took (docs/frontend.md, "Channel
 * calendars"); staff cannot change it.
 */
export type BlockKind = 'booking' | 'option' | 'maintenance' | 'external';
/** Instants are ISO 8601 with the Dubai offset ("2026-12-04T17:00:00+04:00"). */
export type CharterBlock = {
  id: string;
  productId: string;
  start: string;
  end: string;
  kind: BlockKind;
  expiresAt: string | null;
  enquiryRef: string | null;
  createdAt: string;
  /** The channel calendar an external block came from; null for our own kinds. */
  feed: { id: string; label: string } | null;
  /**
   * A booking's money (issue #57); absent on blocks without a lead's booking. Not in
   * docs/payments.md's words: the shape the calendar screen reads.
   */
  payment?: BlockPayment | null;
};
export type BlockPayment = { paid: string; due: string; flag: PaymentFlag | null };

/** POST /api/enquiries/match (docs/parts-lists.md, "Matching a list"): one answer per non-empty line. */
export type PartsMatchStatus = 'matched' | 'choose' | 'missing';
export type PartsMatchLine = {
  line: number;
  text: string;
  quantity: number;
  status: PartsMatchStatus;
  product?: Product;
  choices?: Product[];
  replaced?: string;
};
export type PartsMatch = { lines: PartsMatchLine[] };
/** A line of a lead that the catalogue has not got (docs/parts-lists.md, "The enquiry"). */
export type MissingLine = { text: string; quantity: number };
