import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';

/**
 * A staff form's buttons: submit ('Saving...' while it saves) and, with `onCancel`, Cancel.
 * `children` follow them (a note on why submit is disabled, say).
 */
export function FormActions({
  label,
  pending,
  disabled = false,
  describedBy,
  onCancel,
  className,
  children,
}: {
  label: string;
  pending: boolean;
  disabled?: boolean;
  describedBy?: string;
  onCancel?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-wrap items-center gap-3', className)}>
      <Button type="submit" disabled={disabled || pending} aria-busy={pending} aria-describedby={describedBy}>
        {pending ? 'Saving...' : label}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      ) : null}
      {children}
    </div>
  );
}
