import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import { z } from '@/lib/zod';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { ADMIN_USERNAME_HINT } from '@/config/site';
import { useSite } from '@/lib/site-settings';
import { isApiError } from '@/lib/api';
import type { StaffUser } from '@/types/api';
import { authKeys, login } from '../api/login';
import { displayName, storeSession } from '../lib/session';

const loginSchema = z.object({
  username: z.string().trim().min(1, 'Username is required'),
  password: z.string().min(1, 'Password is required'),
});
type LoginValues = z.infer<typeof loginSchema>;

const inputClass =
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-sky-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-sky-500 aria-[invalid=true]:border-red-600';

/** 'Admin Access': shown by every staff screen while logged out. */
export function LoginForm({ onLogin }: { onLogin?: (user: StaffUser) => void }) {
  const navigate = useNavigate();
  const site = useSite();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // Nothing cached under an earlier (expired or other) session may show now; the
      // login answer is the server's word on who is logged in.
      queryClient.removeQueries();
      queryClient.setQueryData(authKeys.session(), user);
      storeSession(user);
      toast({ title: 'Access Granted', description: `Welcome ${displayName(user)}` });
      reset();
      onLogin?.(user);
      if (user.role === 'sub_user') navigate(paths.subUser.products.getHref());
    },
    onError: (error) => {
      // The server refused (4xx, or any answer with a message): 'Access Denied'. No
      // answer, an unreadable one, or a proxy's bare 5xx (API down): 'Connection failed'.
      if (isApiError(error) && (error.status < 500 || error.serverMessage)) {
        toast({
          title: 'Access Denied',
          description: error.serverMessage || 'Invalid credentials',
          variant: 'destructive',
        });
      } else {
        toast({ title: 'Error', description: 'Connection failed. Please try again.', variant: 'destructive' });
      }
    },
  });

  const pending = mutation.isPending;

  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-10">
      <title>Admin Access</title>
      <div className="w-full max-w-sm rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="grid size-12 place-items-center rounded-full bg-sky-100 text-sky-800">
            <Lock className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Admin Access</h1>
          <p className="mt-1 text-sm text-slate-600">Staff sign-in for {site.companyName}</p>
        </div>

        <form noValidate className="mt-6 space-y-4" onSubmit={handleSubmit((values) => mutation.mutate(values))}>
          <div>
            <label htmlFor="login-username" className="mb-1 block text-sm font-medium text-slate-700">
              Username
            </label>
            <input
              id="login-username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={`Username (e.g. ${ADMIN_USERNAME_HINT})`}
              aria-required="true"
              aria-invalid={errors.username ? 'true' : 'false'}
              aria-describedby={errors.username ? 'login-username-error' : undefined}
              className={inputClass}
              {...register('username')}
            />
            {errors.username ? (
              <p id="login-username-error" className="mt-1 text-sm text-red-700">
                {errors.username.message}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="login-password" className="mb-1 block text-sm font-medium text-slate-700">
              Password
            </label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              placeholder="Password"
              aria-required="true"
              aria-invalid={errors.password ? 'true' : 'false'}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              className={inputClass}
              {...register('password')}
            />
            {errors.password ? (
              <p id="login-password-error" className="mt-1 text-sm text-red-700">
                {errors.password.message}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-full" disabled={pending} aria-busy={pending}>
            {pending ? 'Verifying...' : 'Access Admin Panel'}
          </Button>
        </form>

        <Link to={paths.home.getHref()} className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} mt-4 w-full`}>
          <ArrowLeft aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </div>
  );
}
