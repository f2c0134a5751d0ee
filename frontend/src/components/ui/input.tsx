import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The look of every staff form control (text, select, textarea): one place for it. */
const controlClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClass, 'h-11', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClass, 'py-2', className)} {...props} />;
}
