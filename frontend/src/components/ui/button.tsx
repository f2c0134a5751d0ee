import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const VARIANTS = {
  primary: 'bg-sky-700 text-white hover:bg-sky-800',
  secondary: 'bg-white text-sky-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  whatsapp: 'bg-green-700 text-white hover:bg-green-800',
  outline: 'border border-white/80 text-white hover:bg-white/10',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const SIZES = {
  sm: 'h-9 px-3',
  md: 'h-11 px-4',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
} as const;

export type ButtonVariantProps = { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES };

/**
 * A button's classes, for a button or a link that looks like one: primary and md unless told.
 * Two tables rather than class-variance-authority, whose code the public pages' initial
 * JavaScript (the hero's links) paid for within its 120 kB budget (docs/frontend.md).
 */
export const buttonVariants = ({ variant = 'primary', size = 'md' }: ButtonVariantProps = {}) =>
  `inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-sky-500 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0 ${VARIANTS[variant]} ${SIZES[size]}`;

export function Button({
  className,
  variant,
  size,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonVariantProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
